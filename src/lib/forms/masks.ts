// Input masks: '9' takes a digit, anything else is a literal inserted as the user types.
export function applyMask(mask: string, value: string): string {
  const digits = value.replace(/\D/g, '')
  let out = ''
  let d = 0
  for (const ch of mask) {
    if (d >= digits.length) break
    if (ch === '9') out += digits[d++]
    else out += ch
  }
  return out
}

export const PHONE_MASK = '99-99999-9999'
const LANDLINE_MASK = '99-9999-9999'
export const CEP_MASK = '99999-999'
export const CPF_MASK = '999.999.999-99'
export const CNPJ_MASK = '99.999.999/9999-99'

/** 99-99999-9999 while typing; ten digits (a landline) become 99-9999-9999 when the field is left. */
export const maskPhone = (value: string): string => applyMask(PHONE_MASK, value)
export const finishPhone = (value: string): string => {
  const digits = value.replace(/\D/g, '')
  return digits.length === 10 ? applyMask(LANDLINE_MASK, digits) : maskPhone(digits)
}
export const maskCep = (value: string): string => applyMask(CEP_MASK, value)
export const maskCpf = (value: string): string => applyMask(CPF_MASK, value)
export const maskCnpj = (value: string): string => applyMask(CNPJ_MASK, value)
