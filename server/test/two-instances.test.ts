import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertFreePlans } from './app'
import { createProperty, createUser } from './fixtures'
import { dropRedisKeys, redisAnswers, scratchDatabase, startInstance, type Instance } from './shared-state'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../modules/auth/test-helpers'
import { listingBody } from '../modules/my-listings/test-helpers'

// Two instances of the app, as two processes behind one load balancer would run: one PostgreSQL database, one
// Redis, and each its own memory. What one does must hold on the other.
const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL
const ready = Boolean(databaseUrl) && (await redisAnswers(redisUrl))

const prefix = `mi-test-${randomBytes(4).toString('hex')}:`
let a: Instance
let b: Instance
let drop: () => Promise<void>
let propertyId: number

describe.skipIf(!ready)('two instances on one database and one Redis', () => {
  beforeAll(async () => {
    const scratch = await scratchDatabase(databaseUrl!)
    drop = scratch.drop
    const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix }
    // A route with a small limit of its own, so the test does not depend on any form's figures.
    const limited = (app: Instance['app']) =>
      void app.get('/test/limited', { config: { rateLimit: { max: 3, timeWindow: '1 minute' } } }, () => ({
        ok: true,
      }))
    a = await startInstance(scratch.url, env, limited)
    b = await startInstance(scratch.url, env, limited)
    await insertFreePlans(a.database.db)
    const owner = await createUser(a.database.db)
    propertyId = (await createProperty(a.database.db, owner.id, { name: 'Casa no Centro' })).id
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await drop?.()
    await dropRedisKeys(redisUrl!, prefix)
  })

  it('counts a rate limit across both: the fourth request, on either, is refused', async () => {
    const get = (app: Instance['app']) =>
      app.inject({ url: '/test/limited', remoteAddress: '10.9.8.7' }).then((r) => r.statusCode)
    expect([await get(a.app), await get(b.app), await get(a.app)]).toEqual([200, 200, 200])
    expect(await get(b.app)).toBe(429)
    expect(await get(a.app)).toBe(429)
    // Another address has its own count.
    expect((await b.app.inject({ url: '/test/limited', remoteAddress: '10.9.8.6' })).statusCode).toBe(200)
  })

  it('replays on one an Idempotency-Key first used on the other', async () => {
    const key = randomUUID()
    const send = (app: Instance['app']) =>
      app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { 'idempotency-key': key },
        payload: {
          property_id: propertyId,
          kind: 'message',
          name: 'Maria',
          email: 'maria@example.com',
          message: 'Olá, ainda está disponível?',
          consent: true,
        },
      })
    const first = await send(a.app)
    expect(first.statusCode).toBe(201)
    const again = await send(b.app)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body).toBe(first.body)
  })

  it("empties the other's cached search when a listing changes on one", async () => {
    a.app.searchCache.setTtl(60_000)
    b.app.searchCache.setTtl(60_000)
    const { token } = await signUpUser(a.app, { profile: 'owner' })
    const body = (name: string) =>
      listingBody({ name, address: { ...listingBody().address, city_id: 2914604 } })
    const created = await a.app.inject({
      method: 'POST',
      url: '/v1/properties',
      headers: bearer(token),
      payload: body('Casa amarela na ladeira'),
    })
    expect(created.statusCode).toBe(201)
    const id = created.json<{ data: { id: string } }>().data.id
    const names = async () =>
      (await b.app.inject({ url: '/api/properties?q=ladeira' }))
        .json<{ data: { attributes: { name: string } }[] }>()
        .data.map((p) => p.attributes.name)
    await waitFor(async () => (await names())[0] === 'Casa amarela na ladeira')
    const hits = b.app.searchCache.hits
    expect(await names()).toEqual(['Casa amarela na ladeira'])
    expect(b.app.searchCache.hits).toBeGreaterThan(hits) // B answers from its cache now

    const before = b.app.searchCache.invalidations
    const put = await a.app.inject({
      method: 'PUT',
      url: `/v1/properties/${id}`,
      headers: bearer(token),
      payload: body('Casa lilás na ladeira'),
    })
    expect(put.statusCode).toBe(200)
    await waitFor(() => b.app.searchCache.invalidations > before)
    expect(await names()).toEqual(['Casa lilás na ladeira'])
  })

  it('refuses on the other a token signed out on one', async () => {
    const { token } = await signUpUser(a.app)
    const me = (app: Instance['app']) =>
      app.inject({ url: '/v1/users', headers: bearer(token) }).then((r) => r.statusCode)
    expect(await me(b.app)).toBe(200)
    const out = await a.app.inject({ method: 'DELETE', url: '/v1/auth/sign_out', headers: bearer(token) })
    expect(out.statusCode).toBe(204)
    expect(await me(b.app)).toBe(401)
    expect(await me(a.app)).toBe(401)
  })

  it('counts password guesses on an account across both, and still lets the owner in', async () => {
    const email = uniqueEmail('guesses')
    await signUpUser(a.app, { email })
    const signIn = (app: Instance['app'], password: string, remoteAddress: string) =>
      app
        .inject({
          method: 'POST',
          url: '/v1/auth/sign_in',
          remoteAddress,
          payload: { user: { email, password } },
        })
        .then((r) => r.statusCode)
    // 50 wrong passwords, half on each instance: the account is under attack on both.
    for (let i = 0; i < 5; i++) {
      const ip = nextIp()
      for (let j = 0; j < 10; j++) expect(await signIn(j % 2 ? b.app : a.app, `errada-${j}`, ip)).toBe(401)
    }
    expect(await signIn(b.app, 'errada-x', nextIp())).toBe(429)
    expect(await signIn(a.app, PASSWORD, nextIp())).toBe(200)
  })
})

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}
