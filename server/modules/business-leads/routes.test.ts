import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BusinessLead } from '../../../src/domain/business-lead'
import { buildTestApp, type TestApp } from '../../test/app'
import { upsertAdmin } from '../admin-auth'
import { bearer, nextIp, signUpUser } from '../auth/test-helpers'

let t: TestApp
let adminToken: string
beforeAll(async () => {
  t = await buildTestApp()
  await upsertAdmin(t.app.db, { email: 'staff@example.com', name: 'Staff', password: 'admin-senha-123' })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    payload: { admin: { email: 'staff@example.com', password: 'admin-senha-123' } },
  })
  adminToken = res.json<{ data: { attributes: { token: string } } }>().data.attributes.token
})
afterAll(() => t.close())

const form = (over: object = {}) => ({
  name: 'Imobiliária Chapada',
  email: 'contato@chapada.example',
  phone: '74-99876-5432',
  city: 'irece',
  portfolio_size: 'ate-50',
  ...over,
})
const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/business-leads', payload, headers, remoteAddress: nextIp() })
const list = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/v1/admin/business-leads', headers: token ? bearer(token) : {} })

describe('business leads', () => {
  it('stores the form once per Idempotency-Key and lists it for staff, newest first', async () => {
    const key = randomUUID()
    const a = await post(form(), { 'idempotency-key': key })
    const b = await post(form(), { 'idempotency-key': key })
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    await post(form({ name: 'Corretor João', city: 'outra', portfolio_size: 'ate-10' }))
    const res = await list(adminToken)
    expect(res.statusCode).toBe(200)
    const names = res.json<{ data: BusinessLead[] }>().data.map((l) => l.attributes.name)
    expect(names).toEqual(['Corretor João', 'Imobiliária Chapada'])
  })

  it('answers the pt-BR messages for bad input', async () => {
    const res = await post(form({ email: 'x', phone: '123', city: 'recife', name: ' ' }))
    expect(res.statusCode).toBe(422)
    const details = res.json().errors.map((e: { detail: string }) => e.detail)
    expect(details).toEqual(
      expect.arrayContaining([
        'E-mail inválido',
        'Telefone inválido',
        'Deve ser um dos seguintes',
        'Campo obrigatório',
      ]),
    )
  })

  it('answers a filled honeypot as usual but stores nothing', async () => {
    const before = (await list(adminToken)).json<{ meta: { total: number } }>().meta.total
    expect((await post(form({ website: 'http://spam.example' }))).statusCode).toBe(201)
    expect((await list(adminToken)).json<{ meta: { total: number } }>().meta.total).toBe(before)
  })

  it('lists only for staff: 401 anonymous, 403 with an advertiser token', async () => {
    expect((await list()).statusCode).toBe(401)
    const user = await signUpUser(t.app)
    expect((await list(user.token)).statusCode).toBe(403)
  })
})
