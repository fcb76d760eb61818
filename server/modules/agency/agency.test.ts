import { generateCnpj } from '@brazilian-utils/brazilian-utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AgencyDocument } from '../../../src/domain/agency'
import { msg } from '../../../src/domain/messages'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, errorAt, signUpUser } from '../auth/test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

const putAgency = (token: string, agency: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/v1/agency', headers: bearer(token), payload: { agency } })

describe('agency data', () => {
  it('is for business profiles only', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const res = await t.app.inject({ method: 'GET', url: '/v1/agency', headers: bearer(owner.token) })
    expect(res.statusCode).toBe(403)
    expect(res.json().errors[0].detail).toBe('Você não tem permissão para acessar esta página.')
    expect((await t.app.inject({ method: 'GET', url: '/v1/agency' })).statusCode).toBe(401)
  })

  it('saves the general, address and phone tabs', async () => {
    const { token } = await signUpUser(t.app, { profile: 'business' })
    const blank = await t.app.inject({ method: 'GET', url: '/v1/agency', headers: bearer(token) })
    expect(blank.statusCode).toBe(200)
    expect(blank.json<AgencyDocument>().data.attributes).toMatchObject({
      name: 'Maria Souza',
      cnpj: null,
      show_on_map: false,
    })

    const cnpj = generateCnpj()
    const general = await putAgency(token, {
      name: 'Imobiliária Chapada',
      cnpj,
      creci: 'BA-1234-J',
      contact_email: 'Contato@Chapada.com.br',
      description: 'Casas e terrenos na região de Irecê.',
    })
    expect(general.statusCode).toBe(200)
    expect(general.json<AgencyDocument>().data.attributes).toMatchObject({
      name: 'Imobiliária Chapada',
      cnpj: cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
      creci: 'BA-1234-J',
      contact_email: 'contato@chapada.com.br',
    })

    const address = await putAgency(token, {
      zip_code: '44900-000',
      street: 'Rua Lauro de Freitas',
      number: '100',
      neighborhood: 'Centro',
      city_id: 2914604,
      state: 'BA',
      lat: -11.3039,
      lng: -41.8558,
      show_on_map: true,
    })
    expect(address.statusCode).toBe(200)
    expect(address.json<AgencyDocument>().data.attributes).toMatchObject({
      name: 'Imobiliária Chapada',
      zip_code: '44900-000',
      city_id: 2914604,
      lat: -11.3039,
      show_on_map: true,
    })

    const phones = await putAgency(token, {
      phones_attributes: [
        { number: '74-3641-1000', whatsapp: false },
        { number: '74-99999-1000', whatsapp: true },
      ],
    })
    expect(phones.statusCode).toBe(200)
    const doc = phones.json<AgencyDocument>()
    expect(doc.included.map((p) => p.attributes)).toEqual([
      { number: '74-3641-1000', whatsapp: false },
      { number: '74-99999-1000', whatsapp: true },
    ])
    const [landline] = doc.included
    const removed = await putAgency(token, { phones_attributes: [{ id: landline?.id, _destroy: true }] })
    expect(removed.json<AgencyDocument>().included).toHaveLength(1)
  })

  it('answers the pt-BR messages for CNPJ, CEP, e-mail, city and phones', async () => {
    const { token } = await signUpUser(t.app, { profile: 'business' })
    const res = await putAgency(token, {
      name: '',
      cnpj: '11.111.111/1111-11',
      creci: '??',
      contact_email: 'contato@',
      zip_code: '44900000',
      city_id: 1,
    })
    expect(res.statusCode).toBe(422)
    const body = res.json()
    expect(errorAt(body, '/agency/name')).toBe(msg.required)
    expect(errorAt(body, '/agency/cnpj')).toBe('CNPJ inválido')
    expect(errorAt(body, '/agency/creci')).toBe('CRECI inválido')
    expect(errorAt(body, '/agency/contact_email')).toBe('E-mail inválido')
    expect(errorAt(body, '/agency/zip_code')).toBe('CEP inválido')
    expect(errorAt(body, '/agency/city_id')).toMatch(/^Deve ser um dos seguintes: Irecê, Xique-Xique/)

    const badPhone = await putAgency(token, { phones_attributes: [{ number: '74-9999' }] })
    expect(errorAt(badPhone.json(), '/agency/phones_attributes/0/number')).toBe('Telefone inválido')
    const blankPhone = await putAgency(token, { phones_attributes: [{ number: '' }] })
    expect(errorAt(blankPhone.json(), '/agency/phones_attributes/0/number')).toBe(msg.required)

    const twoWhatsapp = await putAgency(token, {
      phones_attributes: [
        { number: '74-99999-0001', whatsapp: true },
        { number: '74-99999-0002', whatsapp: true },
      ],
    })
    expect(errorAt(twoWhatsapp.json(), '/agency/phones_attributes')).toBe(
      'Apenas um telefone pode ser WhatsApp',
    )

    const five = Array.from({ length: 5 }, (_, i) => ({ number: `74-99999-000${i}` }))
    expect((await putAgency(token, { phones_attributes: five })).statusCode).toBe(200)
    const sixth = await putAgency(token, { phones_attributes: [{ number: '74-99999-0009' }] })
    expect(errorAt(sixth.json(), '/agency/phones_attributes')).toBe('Informe no máximo 5 telefones')
  })
})
