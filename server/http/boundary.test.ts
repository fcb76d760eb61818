import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leads } from '../db/schema'
import { bearer, nextIp, signUpUser } from '../modules/auth/test-helpers'
import { buildTestApp, type TestApp } from '../test/app'
import { createProperty, createUser } from '../test/fixtures'

let t: TestApp
let propertyId: number
beforeAll(async () => {
  t = await buildTestApp()
  const owner = await createUser(t.database.db)
  propertyId = (await createProperty(t.database.db, owner.id, { name: 'Casa no Centro' })).id
})
afterAll(() => t.close())

type Errors = { errors: { status: string; detail: string; source?: { pointer: string } }[] }
const PT_BR = /[áéíóúâêôãõç]|^(Campo|Valor|Informe|Página|Requisição|Número|Deve|O |Os |Tipo|Mensagem|Entre)/
const leadCount = async () => (await t.database.db.select({ n: count() }).from(leads))[0]!.n

function expectPtBr422(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(422)
  expect(String(res.headers['cache-control'])).not.toMatch(/public/)
  const { errors } = res.json() as Errors
  expect(errors[0]?.detail).toMatch(PT_BR)
  return errors
}

const lead = (extra: object) => ({
  property_id: propertyId,
  kind: 'message',
  name: 'Maria',
  email: 'maria@example.com',
  message: 'Olá, ainda está disponível?',
  consent: true,
  ...extra,
})

describe('values the database cannot hold are refused at the door', () => {
  it('a NUL character in a search parameter or a text field answers 422 in pt-BR', async () => {
    for (const url of [
      '/api/properties?q=casa%00teste',
      '/api/vehicles?q=a%00b',
      '/api/properties?city=ire%00ce',
    ])
      expect(expectPtBr422(await t.app.inject({ url }))[0]?.detail).toBe(
        'O texto contém um caractere inválido',
      )
    const before = await leadCount()
    for (const field of ['message', 'name', 'email', 'phone']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: nextIp(),
        payload: lead({ [field]: 'Olá\u0000mundo' }),
      })
      expectPtBr422(res)
    }
    expect(await leadCount()).toBe(before)
    const { token } = await signUpUser(t.app)
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/v1/users',
      headers: bearer(token),
      payload: { user: { first_name: 'Ma\u0000ria' } },
    })
    expectPtBr422(profile)
  })

  it('integers beyond the database range answer 422 in pt-BR, never cached publicly', async () => {
    for (const q of [
      'bedrooms=2147483648',
      'price_min=1e15',
      'price_max=99999999999',
      'bathrooms=-3000000000',
    ])
      expectPtBr422(await t.app.inject({ url: `/api/properties?${q}` }))
    expectPtBr422(await t.app.inject({ url: '/api/vehicles?price_min=1e15' }))
    const before = await leadCount()
    expectPtBr422(
      await t.app.inject({
        method: 'POST',
        url: '/api/leads',
        remoteAddress: nextIp(),
        payload: lead({ property_id: 2147483648 }),
      }),
    )
    expectPtBr422(
      await t.app.inject({
        method: 'POST',
        url: '/api/reports',
        remoteAddress: nextIp(),
        payload: { property_id: 2147483648, reason: 'fraud' },
      }),
    )
    expect(await leadCount()).toBe(before)
  })
})

describe('every error a user can meet is pt-BR, in the error envelope', () => {
  it('invalid JSON, a body too large, an unsupported content type', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    })
    expect(bad.statusCode).toBe(400)
    expect((bad.json() as Errors).errors[0]?.detail).toBe('Requisição inválida. Verifique os dados enviados.')
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(lead({ message: 'x'.repeat(2 * 1024 * 1024) })),
    })
    expect(big.statusCode).toBe(413)
    expect((big.json() as Errors).errors[0]?.detail).toBe('O conteúdo enviado é grande demais.')
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/xml' },
      payload: '<lead/>',
    })
    expect(xml.statusCode).toBe(415)
    expect((xml.json() as Errors).errors[0]?.detail).toMatch(/^Tipo de conteúdo não suportado/)
  })

  it("zod's defaults and a huge password", async () => {
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress: nextIp(),
      payload: lead({ name: 123, consent: true }),
    })
    for (const e of expectPtBr422(typed)) expect(e.detail).not.toMatch(/Invalid|expected/)
    const huge = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign_in',
      remoteAddress: nextIp(),
      payload: { user: { email: 'a@example.com', password: 'x'.repeat(900 * 1024) } },
    })
    expect(huge.statusCode).toBe(422)
    expect((huge.json() as Errors).errors[0]?.detail).toBe('Deve ter no máximo 256 caracteres')
  })

  it('a malformed URL and a path parameter over the length limit', async () => {
    const bad = await t.app.inject({ url: '/api/properties/%E0%A4%A' })
    expect(bad.statusCode).toBe(400)
    expect((bad.json() as Errors).errors[0]?.detail).toBe('Requisição inválida. Verifique os dados enviados.')
    const long = await t.app.inject({ method: 'PUT', url: `/v1/properties/${'9'.repeat(500)}` })
    expect(long.statusCode).toBe(414)
    expect((long.json() as Errors).errors[0]?.detail).toBe('O endereço é longo demais.')
  })

  it('headers too large (431) answer the envelope too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/settings HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`)
      })
      let data = ''
      socket.on('data', (c) => (data += c.toString()))
      socket.on('end', () => resolve(data))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 431/)
    expect(answer).toContain('Os cabeçalhos da requisição são grandes demais.')
  })
})
