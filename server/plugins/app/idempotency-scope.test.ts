import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, nextIp, signUpUser } from '../../modules/auth/test-helpers'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty, createUser } from '../../test/fixtures'
import { canonicalJson } from './idempotency'

let t: TestApp
let propertyId: number
beforeAll(async () => {
  t = await buildTestApp()
  const owner = await createUser(t.database.db)
  propertyId = (await createProperty(t.database.db, owner.id, { name: 'Casa no Centro' })).id
})
afterAll(() => t.close())

const lead = (message: string) => ({
  property_id: propertyId,
  kind: 'message',
  name: 'Maria',
  email: 'maria@example.com',
  message,
  consent: true,
})
const post = (key: string, payload: object | string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress: nextIp(),
    headers: { 'idempotency-key': key, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  })

/** A token with the victim's subject and a signature nobody checked. */
const forged = (sub: string) =>
  [
    Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify({ aud: 'user', sub, iss: 'mercado-irece' })).toString('base64url'),
    Buffer.from('not-a-signature').toString('base64url'),
  ].join('.')

describe('idempotency keys', () => {
  it('a forged token cannot claim a user key before the user uses it', async () => {
    const victim = await signUpUser(t.app)
    const key = randomUUID()
    const attacker = await post(key, lead('Mensagem do atacante'), bearer(forged(victim.userId)))
    expect(attacker.statusCode).toBe(201)
    const real = await post(key, lead('Mensagem verdadeira'), bearer(victim.token))
    expect(real.statusCode).toBe(201)
    expect(real.headers['idempotent-replayed']).toBeUndefined()
    expect(real.json().data.attributes.message).toBe('Mensagem verdadeira')
  })

  it('the same JSON with its keys in another order is the same body', async () => {
    const key = randomUUID()
    const body = lead('Olá, ainda está disponível?')
    const first = await post(key, body)
    expect(first.statusCode).toBe(201)
    const reordered = Object.fromEntries(Object.entries(body).reverse())
    const again = await post(key, JSON.stringify(reordered, null, 2))
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    )
  })
})
