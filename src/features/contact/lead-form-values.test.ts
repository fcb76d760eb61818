import { describe, expect, it } from 'vitest'
import { fieldErrors, parseLead, type LeadFormValues } from './lead-form-values'

const property = { type: 'property' as const, id: '42', name: 'Casa no Centro' }
const vehicle = { type: 'vehicle' as const, id: '7', name: 'Fiat Uno' }
const filled: LeadFormValues = {
  name: 'Maria',
  email: 'maria@example.com',
  phone: '',
  message: 'Olá, ainda está disponível?',
  consent: true,
}

describe('parseLead: the body of POST /api/leads, checked with the server schema', () => {
  it('a message about a property', () => {
    const parsed = parseLead(property, 'message', filled)
    expect(parsed.success && parsed.data).toEqual({
      property_id: 42,
      kind: 'message',
      name: 'Maria',
      email: 'maria@example.com',
      message: 'Olá, ainda está disponível?',
      consent: true,
    })
  })

  it('a filled honeypot travels with the body, for the server to drop', () => {
    const parsed = parseLead(property, 'message', { ...filled, website: 'https://spam.example' })
    expect(parsed.success && parsed.data.website).toBe('https://spam.example')
  })

  it('a WhatsApp tap about a vehicle needs only the name and the consent, and carries no message', () => {
    const parsed = parseLead(vehicle, 'whatsapp', { ...filled, email: '', message: 'texto padrão' })
    expect(parsed.success && parsed.data).toEqual({
      vehicle_id: 7,
      kind: 'whatsapp',
      name: 'Maria',
      consent: true,
    })
  })

  it('pt-BR messages per field (the message rule is checked once the fields themselves are valid)', () => {
    const parsed = parseLead(property, 'message', {
      name: ' ',
      email: 'x',
      phone: '123',
      message: '',
      consent: false,
    })
    expect(parsed.success).toBe(false)
    const errors = fieldErrors(parsed.error!.issues)
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))).toEqual({
      name: 'Campo obrigatório',
      email: 'E-mail inválido',
      phone: 'Telefone inválido',
      consent: 'Confirme que você tem mais de 18 anos e aceita os termos',
    })
    const onlyMessage = parseLead(property, 'message', { ...filled, message: ' ' })
    expect(fieldErrors(onlyMessage.error!.issues).message?.message).toBe('Mensagem inválida')
  })
})
