import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty, createUser } from '../../test/fixtures'
import { bearer, nextIp, PASSWORD, signUpUser } from '../auth/test-helpers'
import { listingBody } from '../my-listings/test-helpers'

// The search cache is emptied by the services that change what search returns, and by nothing else: the cache is
// on here (a positive TTL outside NODE_ENV=test), so a write that wrongly flushed it would show.

let t: TestApp
let propertyId: number
beforeAll(async () => {
  t = await buildTestApp(
    { NODE_ENV: 'development' },
    { allowPushEndpoint: (e) => e.startsWith('https://push.example.com/') },
  )
  const owner = await createUser(t.database.db)
  propertyId = (await createProperty(t.database.db, owner.id, { name: 'Casa no Centro' })).id
})
afterAll(() => t?.close())

const cache = () => t.app.searchCache
const search = (query = 'city=irece') => t.app.inject({ url: `/api/properties?${query}` })
/** Loads a few searches into the cache and returns how many entries it holds. */
async function warm(): Promise<number> {
  for (const q of ['city=irece', 'sort=price_asc', 'q=casa']) expect((await search(q)).statusCode).toBe(200)
  expect((await t.app.inject({ url: '/api/properties/map' })).statusCode).toBe(200)
  expect((await t.app.inject({ url: '/api/vehicles' })).statusCode).toBe(200)
  expect(cache().size).toBeGreaterThan(0)
  return cache().size
}

describe('search cache invalidation', () => {
  it('100 leads, each sent twice with its Idempotency-Key as the outbox does, leave cached searches in place', async () => {
    const entries = await warm()
    const before = cache().invalidations
    const hits = cache().hits
    for (let i = 0; i < 100; i++) {
      // A hundred visitors (one advertiser gets at most a few dozen messages an hour: they call instead).
      const ip = nextIp()
      const send = (key: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/leads',
          remoteAddress: ip,
          headers: { 'idempotency-key': key },
          payload: {
            property_id: propertyId,
            kind: i % 2 ? 'whatsapp' : 'phone',
            name: 'Maria',
            consent: true,
          },
        })
      const key = randomUUID()
      expect((await send(key)).statusCode).toBe(201)
      const replay = await send(key)
      expect(replay.statusCode).toBe(201)
      expect(replay.headers['idempotent-replayed']).toBe('true')
    }
    expect(cache().invalidations).toBe(before)
    expect(cache().size).toBe(entries)
    await search()
    expect(cache().hits).toBeGreaterThan(hits)
  })

  it('a sign-in and a push subscription change no search answer', async () => {
    const { email, token } = await signUpUser(t.app)
    const entries = await warm()
    const before = cache().invalidations
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign_in',
      remoteAddress: nextIp(),
      payload: { user: { email, password: PASSWORD } },
    })
    expect(signIn.statusCode).toBe(200)
    const p256dh = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url')
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/v1/push/subscriptions',
      headers: bearer(token),
      payload: {
        endpoint: `https://push.example.com/${randomUUID()}`,
        keys: { p256dh, auth: randomBytes(16).toString('base64url') },
      },
    })
    expect(subscribed.statusCode).toBe(201)
    expect(cache().invalidations).toBe(before)
    expect(cache().size).toBe(entries)
  })

  it('a listing update and a status change through /v1 empty it, and the next search shows them', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    const name = (n: string) =>
      listingBody({ name: n, address: { ...listingBody().address, city_id: 2914604 } })
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/properties',
      headers: bearer(token),
      payload: name('Casa azul na praça'),
    })
    expect(created.statusCode).toBe(201)
    const id = created.json<{ data: { id: string } }>().data.id
    const names = async () =>
      (await search('q=praca'))
        .json<{ data: { attributes: { name: string } }[] }>()
        .data.map((p) => p.attributes.name)
    expect(await names()).toEqual(['Casa azul na praça'])

    let before = cache().invalidations
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/v1/properties/${id}`, headers: bearer(token), payload: body })
    expect((await put(name('Casa verde na praça'))).statusCode).toBe(200)
    expect(cache().invalidations).toBe(before + 1)
    expect(await names()).toEqual(['Casa verde na praça'])

    before = cache().invalidations
    expect((await put({ ...name('Casa verde na praça'), status: 'paused' })).statusCode).toBe(200)
    expect(cache().invalidations).toBe(before + 1)
    expect(await names()).toEqual([])
  })
})
