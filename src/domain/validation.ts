import { isValidCep, isValidCnpj, isValidCpf, isValidPhone } from '@brazilian-utils/brazilian-utils'
import { z } from 'zod'
import { msg } from './messages'
import { defaultMsg } from './zod-messages'

// Field schemas shared by the web forms and the API. Messages are the product's pt-BR texts, verbatim (./messages.ts);
// texts docs/product.md (Messages) does not list are written here once.
export const PHONE_MASK = '99-99999-9999'
/** Brazilian phone as typed with the 99-99999-9999 mask (also accepts 8-digit landlines). */
export const PHONE_PATTERN = /^\d{2}-\d{4,5}-\d{4}$/
export const CEP_MASK = '99999-999'
export const CEP_PATTERN = /^\d{5}-\d{3}$/
/**
 * Optional "CRECI" and state prefixes ("CRECI-BA 12345", "BA-12345"), 3 to 7 digits, optional person kind
 * suffix (-F individual, -J company), optional state suffix as the councils print it ("12345-F/BA").
 */
export const CRECI_PATTERN =
  /^(CRECI[- ]?)?([A-Z]{2}[- ]?)?\d{3,7}(-?[FJ])?(\/(AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO))?$/i
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

export const fieldMsg = {
  cpf: 'CPF inválido',
  minLength: (n: number) => `Deve ter no mínimo ${n} caracteres`,
  maxLength: (n: number) => `Deve ter no máximo ${n} caracteres`,
  passwordsDiffer: 'As senhas não coincidem',
  sameEmail: 'O novo e-mail deve ser diferente do atual',
  emailTaken: 'Este e-mail já está cadastrado',
  currentPassword: 'Senha atual incorreta',
  minPhones: 'Informe pelo menos 1 telefone',
  maxPhones: (n: number) => `Informe no máximo ${n} telefones`,
  oneWhatsapp: 'Apenas um telefone pode ser WhatsApp',
  oneOf: (values: readonly string[]) => `${msg.oneOf}: ${values.join(', ')}`,
} as const

const digits = (v: string) => v.replace(/\D/g, '')

/** Mask 99-99999-9999 (or a 99-9999-9999 landline) with a real area code and number. */
export const isPhoneNumber = (v: string): boolean => PHONE_PATTERN.test(v) && isValidPhone(digits(v))
export const isCep = (v: string): boolean => CEP_PATTERN.test(v) && isValidCep(digits(v))
export const isCpf = (v: string): boolean =>
  /^(\d{3}\.?\d{3}\.?\d{3}-?\d{2})$/.test(v) && isValidCpf(digits(v))
export const isCnpj = (v: string): boolean =>
  /^(\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2})$/.test(v) && isValidCnpj(digits(v))
export const isCreci = (v: string): boolean => CRECI_PATTERN.test(v)

// Limits the database holds: PostgreSQL text cannot hold a NUL character, and integer columns end at 2^31-1.
export const INT4_MAX = 2_147_483_647
export const boundaryMsg = {
  nul: 'O texto contém um caractere inválido',
  outOfRange: defaultMsg.outOfRange,
} as const
export const hasNul = (v: string): boolean => v.includes('\0')
/** A number (or numeric text) beyond the database's integer range, 1e15 included. */
export const isOutOfIntRange = (v: unknown): boolean => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN
  return Number.isFinite(n) ? Math.abs(n) > INT4_MAX : typeof v === 'number'
}

/** Any text: no NUL character. */
export const plainText = (error?: string) =>
  z.string(error ? { error } : undefined).refine((v) => !hasNul(v), boundaryMsg.nul)

/** An integer id (a listing, a lead…) as a body or query value: positive and within the database's range. */
export const intIdSchema = (error: string = msg.required) =>
  z.coerce.number({ error }).int(error).positive(error).max(INT4_MAX, boundaryMsg.outOfRange)

/** A whole-number filter or count: 0 up to the database's range. */
export const countSchema = z.coerce.number().int().min(0).max(INT4_MAX, boundaryMsg.outOfRange)

/** A filled text: trimmed, 'Campo obrigatório' when blank or missing. */
export const requiredText = (max = 255) =>
  plainText(msg.required).trim().min(1, msg.required).max(max, fieldMsg.maxLength(max))

/** A text that may be left blank; blank becomes null. */
export const optionalText = (max = 255) =>
  plainText()
    .trim()
    .max(max, fieldMsg.maxLength(max))
    .nullish()
    .transform((v) => (v ? v : null))

/** Optional field with a format: blank becomes null, anything else must pass `check`. */
const optionalFormatted = (check: (v: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || check(v), message)

export const emailSchema = z
  .string({ error: msg.required })
  .trim()
  .toLowerCase()
  .min(1, msg.required)
  .pipe(z.email({ error: msg.email }).max(160, fieldMsg.maxLength(160)))

export const optionalEmailSchema = optionalFormatted((v) => z.email().safeParse(v).success, msg.email)

export const passwordSchema = plainText(msg.required)
  .min(1, msg.required)
  .min(PASSWORD_MIN, fieldMsg.minLength(PASSWORD_MIN))
  .max(PASSWORD_MAX, fieldMsg.maxLength(PASSWORD_MAX))

/** Blank is allowed (the default user has blank phones); otherwise 'Telefone inválido'. */
export const phoneNumberSchema = z
  .string({ error: msg.phone })
  .trim()
  .refine((v) => v === '' || isPhoneNumber(v), msg.phone)

export const cpfSchema = optionalFormatted(isCpf, fieldMsg.cpf)
export const cnpjSchema = optionalFormatted(isCnpj, msg.cnpj)
export const cepSchema = optionalFormatted(isCep, msg.cep)
export const creciSchema = optionalFormatted(isCreci, msg.creci)

/** Checkbox-style booleans also arrive as '1' / 'true' from HTML forms. */
export const flagSchema = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true')

/** Formats as stored and shown: 000.000.000-00, 00.000.000/0000-00, 00000-000. */
export const formatCpfDigits = (v: string): string =>
  digits(v).replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')
export const formatCnpjDigits = (v: string): string =>
  digits(v).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')

// The other field rules, for the listing and contact forms.

/** 'Deve ser um dos seguintes: a, b, c' for a value outside the list (and for a missing one). */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: fieldMsg.oneOf(values) })

export const positiveNumberSchema = z.coerce
  .number({ error: msg.positive })
  .refine((v) => Number.isFinite(v) && v > 0, msg.positive)

export const isHttpUrl = (v: string): boolean => {
  try {
    const u = new URL(v)
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.')
  } catch {
    return false
  }
}
export const urlSchema = optionalFormatted(isHttpUrl, msg.url)

export const messageTextSchema = (min = 2, max = 2000) =>
  plainText(msg.message).trim().min(min, msg.message).max(max, msg.message)
