// For the contact links (WhatsApp, phone) that the lazy screens build; ./format has what the home page shows.

/** Digits only, with Brazil's country code: the form wa.me and tel: links want. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`
}
