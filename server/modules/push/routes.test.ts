import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPushService, type TestPushService } from '../../adapters/push/test-receiver'
import { pushSubscriptions } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty } from '../../test/fixtures'
import { bearer, signUpUser } from '../auth/test-helpers'
import { createLead } from '../leads'
import { notifyNewLead } from './service'

let t: TestApp
let service: TestPushService
beforeAll(async () => {
  service = await startTestPushService()
  // The local receiver is allowed by the test's own option; the app refuses private addresses otherwise.
  t = await buildTestApp({}, { allowPushEndpoint: (endpoint) => endpoint.startsWith(`${service.origin}/`) })
})
afterAll(async () => {
  await t.close()
  await service.close()
})

const subscribe = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/push/subscriptions', headers: bearer(token), payload })

describe('push subscriptions', () => {
  it('hands out the VAPID public key generated into DATA_DIR', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key' })
    expect(res.statusCode).toBe(200)
    const key = res.json<{ data: { attributes: { public_key: string } } }>().data.attributes.public_key
    expect(Buffer.from(key, 'base64url')).toHaveLength(65)
    expect(key).toBe(t.app.push.publicKey)
  })

  it('saves a subscription once per endpoint, and deletes it', async () => {
    const { token, userId } = await signUpUser(t.app)
    const sub = service.subscribe()
    const first = await subscribe(token, { ...sub, expirationTime: null })
    expect(first.statusCode).toBe(201)
    const again = await subscribe(token, sub)
    expect(again.statusCode).toBe(200)
    expect(again.json().data.id).toBe(first.json().data.id)
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ userId: Number(userId), p256dh: sub.keys.p256dh, auth: sub.keys.auth })

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/v1/push/subscriptions',
      headers: bearer(token),
      payload: { endpoint: sub.endpoint },
    })
    expect(del.statusCode).toBe(204)
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, sub.endpoint)),
    ).toEqual([])
  })

  it('keeps an endpoint with the account that registered it first, until that account removes it', async () => {
    const a = await signUpUser(t.app)
    const b = await signUpUser(t.app)
    const sub = service.subscribe()
    expect((await subscribe(a.token, sub)).statusCode).toBe(201)
    const taken = await subscribe(b.token, sub)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors[0].detail).toContain('outra conta')
    const owner = async () =>
      (
        await t.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, sub.endpoint))
      )[0]?.userId
    expect(await owner()).toBe(Number(a.userId))
    await t.app.inject({
      method: 'DELETE',
      url: '/v1/push/subscriptions',
      headers: bearer(a.token),
      payload: { endpoint: sub.endpoint },
    })
    expect((await subscribe(b.token, sub)).statusCode).toBe(201)
    expect(await owner()).toBe(Number(b.userId))
  })

  it('needs a signed-in user and valid keys', async () => {
    const sub = service.subscribe()
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/push/subscriptions', payload: sub })).statusCode,
    ).toBe(401)
    const { token } = await signUpUser(t.app)
    const bad = await subscribe(token, { ...sub, keys: { ...sub.keys, auth: 'abc' } })
    expect(bad.statusCode).toBe(422)
    expect(JSON.stringify(bad.json())).toContain('Inscrição de notificações inválida.')
    expect((await subscribe(token, { ...sub, endpoint: 'ftp://x/y' })).statusCode).toBe(422)
  })
})

describe('notifyNewLead', () => {
  it("sends the advertiser's browsers a decryptable pt-BR notification and drops gone subscriptions", async () => {
    const advertiser = await signUpUser(t.app)
    const other = await signUpUser(t.app)
    const phone = service.subscribe()
    const laptop = service.subscribe()
    const gone = service.subscribe(410)
    const notMine = service.subscribe()
    for (const s of [phone, laptop, gone]) expect((await subscribe(advertiser.token, s)).statusCode).toBe(201)
    await subscribe(other.token, notMine)

    const property = await createProperty(t.database.db, Number(advertiser.userId), {
      name: 'Casa no Centro de Irecê',
    })
    const lead = await createLead(t.database.db, {
      property_id: property.id,
      kind: 'message',
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Ainda está disponível?',
      consent: true,
    })
    const before = service.received.length
    const result = await notifyNewLead(t.database.db, t.app.push, lead)

    expect(result).toEqual({ sent: 2, removed: 1, failed: 0 })
    const got = service.received.slice(before).filter((g) => g.status === 201)
    expect(got.map((g) => g.path).sort()).toEqual(
      [new URL(phone.endpoint).pathname, new URL(laptop.endpoint).pathname].sort(),
    )
    for (const g of got) {
      expect(g.payload).toEqual({
        title: 'Novo contato',
        body: 'Ana enviou uma mensagem sobre Casa no Centro de Irecê',
        url: `/dashboard/messages/${lead.id}`,
        tag: `lead-${lead.id}`,
      })
      expect(g.vapid.publicKey).toBe(t.app.push.publicKey)
      expect(g.headers.urgency).toBe('high')
    }
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, Number(advertiser.userId)))
    expect(left.map((r) => r.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort())
  })

  it('does nothing for an advertiser without subscriptions', async () => {
    const advertiser = await signUpUser(t.app)
    const property = await createProperty(t.database.db, Number(advertiser.userId))
    const lead = await createLead(t.database.db, {
      property_id: property.id,
      kind: 'whatsapp',
      name: 'Rui',
      consent: true,
    })
    expect(await notifyNewLead(t.database.db, t.app.push, lead)).toEqual({ sent: 0, removed: 0, failed: 0 })
  })
})
