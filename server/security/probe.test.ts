import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { listStoredMail, mailDirOf } from '../adapters/mail/local-outbox'
import { startTestPushService, type TestPushService } from '../adapters/push/test-receiver'
import { pushSubscriptions, users } from '../db/schema'
import { bearer, nextIp, signUpUser } from '../modules/auth/test-helpers'
import { phoneViewDigests } from '../modules/leads'
import { regionDay } from '../modules/leads/reveal-budget'
import { listingBody } from '../modules/my-listings/test-helpers'
import { buildTestApp, type TestApp } from '../test/app'
import { createProperty, createUser } from '../test/fixtures'
import { advertisersWithPhones, harvest } from './harvest'

// The weaknesses an outside security review of the advertiser side found, one named test each: each fails on the
// code that had the weakness.
let t: TestApp
let push: TestPushService
beforeAll(async () => {
  push = await startTestPushService()
  t = await buildTestApp({}, { allowPushEndpoint: (endpoint) => endpoint.startsWith(`${push.origin}/`) })
})
afterAll(async () => {
  await t.close()
  await push.close()
})

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))
const mailsTo = async (email: string) =>
  (await listStoredMail(mailDirOf(t.dataDir), 10_000)).filter((m) => m.to === email)
const lead = (remoteAddress: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress,
    headers: cookie ? { cookie } : {},
    payload: { name: 'Visitante', consent: true, ...payload },
  })
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).split(';')[0]!
const message = (property_id: number, email: string) => ({
  property_id,
  kind: 'message',
  email,
  message: 'Olá, o imóvel ainda está disponível?',
})

describe('security probe', () => {
  it('phone numbers cannot be harvested in bulk from one address, and a real visitor is never refused', async () => {
    const listings = await advertisersWithPhones(t.database.db, 180)
    const script = await harvest(t.app, listings, {
      remoteAddress: '198.51.100.7',
      maxDays: 10,
      keepCookies: false,
    })
    console.log(
      `harvest from one address: ${script.numbers} numbers of ${script.advertisers} advertisers in ` +
        `${script.hours.toFixed(2)} h (${script.firstHour} in the first hour; ${script.perHour.toFixed(1)} numbers/hour on average)`,
    )
    // Every advertiser's numbers take days, not minutes.
    expect(script.hours).toBeGreaterThan(72)
    expect(script.perHour).toBeLessThan(10)

    // Someone calling a dozen advertisers in a day, one of them again and again, from a shared address.
    let cookie: string | undefined
    for (const [i, property_id] of [...listings.slice(0, 12), ...Array(5).fill(listings[3])].entries()) {
      const res = await lead('198.51.100.20', { property_id, kind: i % 2 ? 'whatsapp' : 'phone' }, cookie)
      expect(res.statusCode, res.body).toBe(201)
      cookie ??= cookieOf(res)
    }
    // A device past its budget is refused in pt-BR, whichever address it moves to.
    const device = cookieOf(await lead('198.51.100.21', { property_id: listings[0], kind: 'phone' }))
    const answers = []
    for (const property_id of listings.slice(1, 27))
      answers.push(await lead(nextIp(), { property_id, kind: 'phone' }, device))
    expect(answers.slice(0, 24).map((r) => r.statusCode)).toEqual(Array(24).fill(201))
    expect(answers[25]!.statusCode).toBe(429)
    expect(answers[25]!.json().errors[0].detail).toMatch(/muitos anunciantes hoje/)

    // A suspended advertiser's listing, or a paused one, reveals nothing.
    const suspended = await createUser(t.database.db, { status: 'suspended' })
    const ofSuspended = await createProperty(t.database.db, suspended.id)
    const paused = await createProperty(t.database.db, suspended.id, { status: 'paused' })
    for (const property_id of [ofSuspended.id, paused.id])
      expect((await lead(nextIp(), { property_id, kind: 'phone' })).statusCode).toBe(404)

    // Phone views reach the advertiser as one e-mail a day, not one per view.
    const owner = await createUser(t.database.db, { email: `vendedor.${Date.now()}@example.com` })
    const property = await createProperty(t.database.db, owner.id)
    for (let i = 0; i < 5; i++)
      expect((await lead(nextIp(), { property_id: property.id, kind: 'phone' })).statusCode).toBe(201)
    await settle(300)
    expect(await mailsTo(owner.email!)).toHaveLength(0)
    const day = regionDay()
    const digests = (await phoneViewDigests(t.database.db, day, 'https://mercado.example')).filter(
      (m) => m.to === owner.email,
    )
    expect(digests).toHaveLength(1)
    expect(digests[0]!.text).toContain('5 visitantes')
    expect(await phoneViewDigests(t.database.db, day, 'https://mercado.example')).toEqual([])
  }, 300_000)

  it('the contact form cannot relay mail: messages are limited per sender and per advertiser', async () => {
    const advertiser = await createUser(t.database.db)
    const property = await createProperty(t.database.db, advertiser.id)
    const others = await advertisersWithPhones(t.database.db, 5)
    // A person writing to five advertisers, twice to one of them.
    const person = '203.0.113.70'
    for (const id of [...others, others[0]!])
      expect((await lead(person, message(id, 'pessoa@example.com'))).statusCode).toBe(201)

    // One address, a new e-mail each time, one advertiser: refused once the hour's share is spent.
    const script = '203.0.113.71'
    const codes = []
    for (let i = 0; i < 40; i++)
      codes.push((await lead(script, message(property.id, `s${i}@example.com`))).statusCode)
    const accepted = codes.filter((c) => c === 201).length
    console.log(`contact messages accepted from one address in a burst: ${accepted} of 40`)
    expect(accepted).toBeLessThanOrEqual(30)
    const refused = await lead(script, message(others[1]!, 'outro@example.com'))
    expect(refused.statusCode).toBe(429)
    expect(refused.json().errors[0].detail).toBe(
      'Você enviou muitas mensagens em pouco tempo. Aguarde um pouco e tente novamente.',
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)

    // The same e-mail from many addresses, and one advertiser from many senders.
    const fromOneEmail = []
    for (let i = 0; i < 25; i++)
      fromOneEmail.push((await lead(nextIp(), message(others[2]!, 'mesmo@example.com'))).statusCode)
    expect(fromOneEmail.filter((c) => c === 201).length).toBeLessThanOrEqual(20)
    const target = await createProperty(t.database.db, (await createUser(t.database.db)).id)
    const toOne = []
    for (let i = 0; i < 35; i++)
      toOne.push((await lead(nextIp(), message(target.id, `p${i}@example.com`))).statusCode)
    expect(toOne.filter((c) => c === 201).length).toBe(30)
  }, 120_000)

  it('an account cannot keep emptying the search cache by flipping its listing', async () => {
    const { token } = await signUpUser(t.app, { profile: 'owner' })
    // Priced like the houses this file's other tests publish: a price far below them would wait for staff.
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/properties',
      headers: bearer(token),
      payload: listingBody({ square_meters: 120 }),
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json<{ data: { id: string } }>().data.id
    const before = t.app.searchCache.invalidations
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/properties/${id}/status`,
        headers: bearer(token),
        payload: { status: i % 2 ? 'active' : 'paused' },
      })
      // The advertiser's moves all go through.
      expect(res.statusCode, res.body).toBe(200)
    }
    const flushes = t.app.searchCache.invalidations - before
    console.log(`search cache emptied ${flushes} times by 30 status moves of one account`)
    expect(flushes).toBeGreaterThan(0)
    expect(flushes).toBeLessThanOrEqual(6)
  })

  it('accounts are not public by id: only advertisers with live listings have a page', async () => {
    const bare = await signUpUser(t.app)
    for (const url of [
      `/api/advertisers/${bare.userId}`,
      `/api/advertisers/${bare.userId}/properties`,
      `/api/advertisers/${bare.userId}/vehicles`,
    ]) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body).not.toContain('Souza')
    }
    const seller = await createUser(t.database.db)
    await createProperty(t.database.db, seller.id)
    expect((await t.app.inject({ url: `/api/advertisers/${seller.id}` })).statusCode).toBe(200)
    // Its owner may still hide it.
    await t.database.db.update(users).set({ showProfile: false }).where(eq(users.id, seller.id))
    expect((await t.app.inject({ url: `/api/advertisers/${seller.id}` })).statusCode).toBe(404)
  })

  it('views are counted once per visitor and listing a day, whatever visitor id the client makes up', async () => {
    const property = await createProperty(t.database.db, (await createUser(t.database.db)).id)
    const view = (payload: object, remoteAddress = '203.0.113.80', cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/properties/${property.id}/views`,
        remoteAddress,
        headers: cookie ? { cookie } : {},
        payload,
      })
    for (let i = 0; i < 20; i++) await view({ visitor: `inventado-${i}-xxxxxxxx` })
    // A script that throws away the server's cookie each time is one visitor per address.
    for (let i = 0; i < 30; i++) {
      const fresh = cookieOf(await view({}, '203.0.113.81'))
      await view({}, '203.0.113.81', fresh)
    }
    const total = async () =>
      (await t.app.inject({ url: `/api/properties/${property.id}` })).json().data.attributes.views.total
    console.log(`views counted from 20 made-up ids and 30 thrown-away cookies: ${await total()}`)
    expect(await total()).toBe(2)
    // A person: counted on the first view, not on the reload with the cookie, nor from another address.
    const device = cookieOf(await view({}, '203.0.113.82'))
    expect((await view({}, '203.0.113.82', device)).json().data.attributes.counted).toBe(false)
    expect((await view({}, '203.0.113.83', device)).json().data.attributes.counted).toBe(false)
    expect(await total()).toBe(3)
    // Cookies named in bulk one day and used the next: a bounded number of visitors per address.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 86_400_000 })
    const named: string[] = []
    try {
      for (let i = 0; i < 20; i++) named.push(cookieOf(await view({}, '203.0.113.85')))
    } finally {
      vi.useRealTimers()
    }
    for (const cookie of named) await view({}, '203.0.113.86', cookie)
    // The day they were named: one visitor (their address); the next: ten devices, then the address once.
    expect(await total()).toBeLessThanOrEqual(3 + 1 + 10 + 1)
  })

  it('the honeypot answers exactly like a real send', async () => {
    const seller = await createUser(t.database.db, { phones: [{ number: '74-99123-4567', whatsapp: true }] })
    const property = await createProperty(t.database.db, seller.id)
    for (const kind of ['message', 'phone', 'whatsapp']) {
      const payload =
        kind === 'message' ? message(property.id, 'bot@example.com') : { property_id: property.id, kind }
      const real = await lead(nextIp(), payload)
      const trapped = await lead(nextIp(), { ...payload, website: 'https://spam.example' })
      const after = await lead(nextIp(), payload)
      expect(trapped.statusCode).toBe(real.statusCode)
      const [r, tr, a] = [real, trapped, after].map((res) => res.json())
      const shape = (body: { data: { id: string; attributes: object }; meta?: object }) => ({
        ...body,
        data: { ...body.data, id: 'id', attributes: { ...body.data.attributes, sent_at: 'when' } },
      })
      expect(shape(tr)).toEqual(shape(r))
      // An id among the real ones: after the one before, before the one after.
      expect(Number(tr.data.id)).toBeGreaterThan(Number(r.data.id))
      expect(Number(a.data.id)).toBeGreaterThan(Number(tr.data.id))
    }
  })

  it("a push subscription cannot be taken over by posting another account's endpoint", async () => {
    const victim = await signUpUser(t.app)
    const attacker = await signUpUser(t.app)
    const sub = push.subscribe()
    const post = (token: string) =>
      t.app.inject({ method: 'POST', url: '/v1/push/subscriptions', headers: bearer(token), payload: sub })
    expect((await post(victim.token)).statusCode).toBe(201)
    const taken = await post(attacker.token)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errors[0].detail).toMatch(/outra conta/)
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint))
    expect(row!.userId).toBe(Number(victim.userId))
  })

  it('push endpoints on private addresses are refused in every IPv6 wrapping', async () => {
    const { token } = await signUpUser(t.app)
    const keys = push.subscribe().keys
    for (const host of [
      '[2002:7f00:1::]', // 6to4 around 127.0.0.1
      '[2002:a00:1::1]', // 6to4 around 10.0.0.1
      '[::ffff:127.0.0.1]', // IPv4-mapped
      '[::ffff:a9fe:a9fe]', // IPv4-mapped 169.254.169.254
      '[2001:0:4136:e378:8000:63bf:80ff:fffe]', // Teredo, client 127.0.0.1
      '[2001:0:a00:1::1]', // Teredo, server 10.0.0.1
      '[64:ff9b::7f00:1]', // NAT64 127.0.0.1
      '[64:ff9b::c0a8:101]', // NAT64 192.168.1.1
      '[64:ff9b:1::7f00:1]', // local-use NAT64
      '[64:ff9b:1:a9fe:a9fe::]', // local-use NAT64, /48 form
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/push/subscriptions',
        headers: bearer(token),
        payload: { endpoint: `https://${host}/x`, keys },
      })
      expect(res.statusCode, host).toBe(422)
    }
  })
})
