import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isProfileComplete, profileTypeSchema, signUpFieldsSchema } from './account'
import { agencyUpdateFieldsSchema } from './agency'
import { msg } from './messages'
import {
  cepSchema,
  cnpjSchema,
  cpfSchema,
  creciSchema,
  emailSchema,
  messageTextSchema,
  oneOf,
  phoneNumberSchema,
  positiveNumberSchema,
  requiredText,
  urlSchema,
} from './validation'

/** The first message zod gives for a value, or null when it passes. */
const messageOf = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value)
  return r.success ? null : (r.error.issues[0]?.message ?? '')
}

describe('validation messages, verbatim, from the shared schemas', () => {
  it.each([
    ['Campo obrigatório', requiredText(), '   '],
    ['Campo obrigatório', requiredText(), undefined],
    ['E-mail inválido', emailSchema, 'maria@'],
    ['Telefone inválido', phoneNumberSchema, '74-9999-99'],
    ['Mensagem inválida', messageTextSchema(), 'a'],
    ['CEP inválido', cepSchema, '4490-000'],
    ['CNPJ inválido', cnpjSchema, '11.111.111/1111-11'],
    ['CRECI inválido', creciSchema, 'CRECI?'],
    ['Valor deve ser maior que 0', positiveNumberSchema, 0],
    ['Valor deve ser maior que 0', positiveNumberSchema, 'abc'],
    ['URL inválida', urlSchema, 'ftp//exemplo'],
    ['Perfil inválido', profileTypeSchema.shape.user.shape.profile, 'admin'],
    ['Deve ser um dos seguintes: sale, rent', oneOf(['sale', 'rent']), 'swap'],
    ['CPF inválido', cpfSchema, '111.111.111-11'],
  ])('%s', (expected, schema, value) => {
    expect(messageOf(schema as z.ZodType, value)).toBe(expected)
  })

  it('accepts good values and normalizes them', () => {
    expect(phoneNumberSchema.parse('74-99999-1234')).toBe('74-99999-1234')
    expect(phoneNumberSchema.parse('74-3641-1234')).toBe('74-3641-1234')
    expect(phoneNumberSchema.parse('')).toBe('')
    expect(cepSchema.parse('44900-000')).toBe('44900-000')
    expect(cepSchema.parse('')).toBeNull()
    expect(cnpjSchema.parse(generateCnpj())).toMatch(/^\d{14}$/)
    expect(cpfSchema.parse(generateCpf())).toMatch(/^\d{11}$/)
    expect(creciSchema.parse('BA 12345-F')).toBe('BA 12345-F')
    expect(emailSchema.parse('  Maria@Exemplo.COM.br ')).toBe('maria@exemplo.com.br')
    expect(positiveNumberSchema.parse('12.5')).toBe(12.5)
    expect(urlSchema.parse('https://www.youtube.com/watch?v=x')).toBe('https://www.youtube.com/watch?v=x')
  })

  it('checks the sign-up form: terms and matching passwords', () => {
    const base = {
      first_name: 'Ana',
      last_name: 'Lima',
      email: 'ana@exemplo.com.br',
      password: 'segredo-123',
      password_confirmation: 'segredo-123',
      terms_of_service: true,
    }
    expect(signUpFieldsSchema.safeParse(base).success).toBe(true)
    expect(messageOf(signUpFieldsSchema, { ...base, terms_of_service: false })).toBe(msg.terms)
    expect(messageOf(signUpFieldsSchema, { ...base, password_confirmation: 'outra' })).toBe(
      'As senhas não coincidem',
    )
  })

  it('allows at most one WhatsApp among agency phones', () => {
    const phones = [
      { number: '74-99999-0001', whatsapp: true },
      { number: '74-99999-0002', whatsapp: true },
    ]
    expect(messageOf(agencyUpdateFieldsSchema, { phones_attributes: phones })).toBe(
      'Apenas um telefone pode ser WhatsApp',
    )
  })

  it('computes profile completeness', () => {
    const u = {
      profile: 'owner' as const,
      profile_chosen: true,
      first_name: 'Ana',
      last_name: 'Lima',
      creci: null,
      phones: [{ number: '' }, { number: '74-99999-1234' }],
    }
    expect(isProfileComplete(u)).toBe(true)
    expect(isProfileComplete({ ...u, profile_chosen: false })).toBe(false)
    expect(isProfileComplete({ ...u, phones: [{ number: '' }] })).toBe(false)
    expect(isProfileComplete({ ...u, profile: 'broker' })).toBe(false)
    expect(isProfileComplete({ ...u, profile: 'broker', creci: '12345-F' })).toBe(true)
  })
})
