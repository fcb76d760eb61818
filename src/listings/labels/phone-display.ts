/**
 * A Brazilian phone as people write it: "(74) 99243-7488", "(74) 3641-1234". Stored as the form's mask
 * ("74-99243-7488"); anything that is not 10 or 11 digits (with or without the country code) is left as it came.
 */
export function displayPhone(phone: string): string {
  let digits = phone.replace(/\D/g, '')
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2)
  const m = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits)
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : phone
}
