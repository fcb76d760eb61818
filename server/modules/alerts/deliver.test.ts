import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listStoredMail, mailDirOf } from '../../adapters/mail/local-outbox'
import { startTestPushService, type TestPushService } from '../../adapters/push/test-receiver'
import { alertJobs, pushSubscriptions, savedSearches } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { upsertAdmin } from '../admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../auth/test-helpers'
import { listingBody } from '../my-listings/test-helpers'
import { backoffSeconds } from './queue'

// Alerts from the listing's change to the user's device and mailbox, through the API as advertisers and buyers
// send it: the lifecycle's events, the persisted queue, the local push service stand-in and the dev mailbox.

let t: TestApp
let push: TestPushService
beforeAll(async () => {
  push = await startTestPushService()
  t = await buildTestApp({}, { allowPushEndpoint: (e) => e.startsWith(`${push.origin}/`) })
})
afterAll(async () => {
  await t.close()
  await push.close()
})

const db = () => t.database.db
/** What the app does after an answer (matching), then the worker's round. */
async function settle() {
  await t.app.background.idle()
  return t.app.alerts.deliver()
}
/** The alert e-mails to this address (the sign-up's confirmation left out). */
const mails = async (to: string) =>
  (await listStoredMail(mailDirOf(t.dataDir), 500)).filter(
    (m) => m.to === to && m.headers?.['List-Unsubscribe'],
  )

/** A buyer with a device subscribed and a saved search. */
async function buyer(
  query: Record<string, string>,
  choices: { push?: boolean; email?: 'off' | 'instant' | 'daily' } = {},
) {
  const user = await signUpUser(t.app)
  const device = push.subscribe()
  const sub = await t.app.inject({
    method: 'POST',
    url: '/v1/push/subscriptions',
    headers: bearer(user.token),
    payload: device,
  })
  expect(sub.statusCode).toBe(201)
  const saved = await t.app.inject({
    method: 'POST',
    url: '/v1/saved-searches',
    headers: bearer(user.token),
    payload: { kind: 'property', query, ...choices },
  })
  expect(saved.statusCode, saved.body).toBe(201)
  return {
    ...user,
    device,
    searchId: Number(saved.json().data.id),
    searchName: String(saved.json().data.attributes.name),
  }
}

/** An advertiser publishing a property (one live place on the free plan: one advertiser per listing). */
async function publish(over: Record<string, unknown> = {}) {
  const { token } = await signUpUser(t.app, { profile: 'owner' })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/properties',
    headers: bearer(token),
    payload: listingBody({ status: 'active', ...over }),
  })
  expect(res.statusCode, res.body).toBe(201)
  return { token, id: Number(res.json().data.id) }
}

const pushesTo = (endpoint: string) => push.received.filter((r) => r.path === new URL(endpoint).pathname)

describe('alerts of saved searches', () => {
  it('pushes and mails a new listing once, with a one-click unsubscribe that works without a session', async () => {
    const b = await buyer({ category: 'farm', city: 'irece' }, { email: 'instant' })
    const listing = await publish({ category: 'farm', name: 'Fazenda com poço artesiano' })
    expect(await settle()).toMatchObject({ sent: 2, failed: 0 })
    expect(await t.app.alerts.deliver()).toMatchObject({ sent: 0 })

    const got = pushesTo(b.device.endpoint)
    expect(got).toHaveLength(1)
    expect(got[0]!.payload).toMatchObject({
      title: `Novo anúncio: ${b.searchName}`,
      body: 'Fazenda com poço artesiano · R$ 350.000',
      url: `/imovel/farm/irece/${listing.id}`,
    })

    const [mail] = await mails(b.email)
    expect(mail!.subject).toBe(`Novo anúncio para “${b.searchName}”`)
    expect(mail!.text).toContain(`/imovel/farm/irece/${listing.id}`)
    const searchLink = new URL(/Ver a busca: (\S+)/.exec(mail!.text)![1]!)
    expect(searchLink.pathname).toBe('/imoveis')
    expect(Object.fromEntries(searchLink.searchParams)).toEqual({ category: 'farm', city: 'irece' })
    const unsubscribe = mail!.headers!['List-Unsubscribe']!
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const url = new URL(/^<([^>]+)>/.exec(unsubscribe)![1]!)
    expect(url.pathname).toBe('/api/alerts/unsubscribe')
    expect(unsubscribe).toMatch(/, <mailto:[^>]+>$/)

    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Você não receberá mais e-mails deste alerta.')
    const oneClick = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, b.searchId))
    expect(row!.email).toBe('off')
    expect(row!.push).toBe(true)
    expect(row!.lastNotifiedAt).not.toBeNull()

    const forged = url.search.replace(/\.(.)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`)
    expect((await t.app.inject({ method: 'POST', url: url.pathname + forged })).statusCode).toBe(404)
  })

  it('alerts a price drop of a matching listing', async () => {
    const b = await buyer({ category: 'site', price_max: '330000' })
    const listing = await publish({ category: 'site', price: 400_000 })
    await settle()
    expect(pushesTo(b.device.endpoint)).toHaveLength(0)
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/v1/properties/${listing.id}`,
      headers: bearer(listing.token),
      payload: listingBody({ category: 'site', price: 320_000 }),
    })
    expect(edit.statusCode, edit.body).toBe(200)
    await settle()
    const got = pushesTo(b.device.endpoint)
    expect(got).toHaveLength(1)
    expect(got[0]!.payload).toMatchObject({ title: 'Preço reduzido em 20 %' })
    expect((got[0]!.payload as { body: string }).body).toContain('de R$ 400.000 por R$ 320.000')
  })

  it('removes a subscription its push service calls gone (410)', async () => {
    const b = await buyer({ category: 'building' })
    push.answer(b.device.endpoint, 410)
    await publish({ category: 'building' })
    expect(await settle()).toMatchObject({ removed: 1, sent: 0 })
    expect(
      await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, b.device.endpoint)),
    ).toEqual([])
  })

  it('retries with a growing delay after the push service fails (5xx), then delivers', async () => {
    const b = await buyer({ category: 'industrial' })
    push.answer(b.device.endpoint, 503)
    await publish({ category: 'industrial' })
    expect(await settle()).toMatchObject({ retried: 1, sent: 0 })
    const job = async () =>
      (
        await db()
          .select()
          .from(alertJobs)
          .where(eq(alertJobs.userId, Number(b.userId)))
      )[0]!
    const first = await job()
    expect(first).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lastError: 'push 503' })
    const delay = (first.nextAttemptAt.getTime() - Date.now()) / 1000
    expect(delay).toBeGreaterThan(backoffSeconds(1) - 5)
    expect(delay).toBeLessThanOrEqual(backoffSeconds(1) + 1)
    // Not due yet: nothing is tried.
    expect(await t.app.alerts.deliver()).toMatchObject({ retried: 0, sent: 0 })
    const due = () => db().execute(sql`update alert_jobs set next_attempt_at = now() where id = ${first.id}`)
    await due()
    expect(await t.app.alerts.deliver()).toMatchObject({ retried: 1 })
    const second = await job()
    expect(second.attempts).toBe(2)
    expect((second.nextAttemptAt.getTime() - Date.now()) / 1000).toBeGreaterThan(backoffSeconds(2) - 5)
    expect(backoffSeconds(2)).toBe(2 * backoffSeconds(1))
    push.answer(b.device.endpoint, 201)
    await due()
    expect(await t.app.alerts.deliver()).toMatchObject({ sent: 1 })
    expect((await job()).sentAt).not.toBeNull()
    expect(pushesTo(b.device.endpoint).map((r) => r.status)).toEqual([503, 503, 201])
  })

  it('sends the daily e-mail once a day, grouped by search', async () => {
    const b = await buyer({ category: 'lot' }, { push: false, email: 'daily' })
    const other = await t.app.inject({
      method: 'POST',
      url: '/v1/saved-searches',
      headers: bearer(b.token),
      payload: { kind: 'property', query: { category: 'commercial' }, push: false },
    })
    expect(other.statusCode).toBe(201)
    const lots = [
      await publish({ category: 'lot', name: 'Lote no Centro' }),
      await publish({ category: 'lot', name: 'Lote no Bairro Novo' }),
    ]
    await publish({ category: 'commercial', name: 'Ponto na avenida' })
    expect(await settle()).toMatchObject({ sent: 0 })
    expect(await mails(b.email)).toEqual([])

    expect(await t.app.alerts.queueDigests()).toBeGreaterThanOrEqual(1)
    await t.app.alerts.deliver()
    const sent = await mails(b.email)
    expect(sent).toHaveLength(1)
    const mail = sent[0]!
    expect(mail.subject).toBe('Seus alertas do dia: 3 anúncios')
    const lotsAt = mail.text.indexOf('Lotes (2 anúncios)')
    const shopAt = mail.text.indexOf('Pontos comerciais (1 anúncio)')
    expect(lotsAt).toBeGreaterThan(-1)
    expect(shopAt).toBeGreaterThan(-1)
    // Each listing under its own search.
    const lotSection = mail.text.slice(Math.min(lotsAt, shopAt), Math.max(lotsAt, shopAt))
    for (const l of lots) expect(mail.text).toContain(`/imovel/lot/irece/${l.id}`)
    expect(mail.text).toContain('Ponto na avenida')
    expect(lotSection.includes('Ponto na avenida')).toBe(shopAt < lotsAt)
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    // The same day again: nothing new is queued or sent.
    await t.app.alerts.queueDigests()
    await t.app.alerts.deliver()
    expect(await mails(b.email)).toHaveLength(1)
  })

  it('leaves out of the daily e-mail what a search sent instantly before it switched to daily', async () => {
    const b = await buyer({ category: 'industrial_land' }, { push: false, email: 'instant' })
    await publish({ category: 'industrial_land', name: 'Galpão já avisado' })
    expect(await settle()).toMatchObject({ sent: 1 })
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/v1/saved-searches/${b.searchId}`,
      headers: bearer(b.token),
      payload: { email: 'daily' },
    })
    expect(patch.statusCode, patch.body).toBe(200)
    await publish({ category: 'industrial_land', name: 'Galpão novo' })
    await settle()
    await t.app.alerts.queueDigests()
    await t.app.alerts.deliver()
    const sent = await mails(b.email)
    expect(sent.map((m) => m.subject).sort()).toEqual(
      [`Novo anúncio para “${b.searchName}”`, 'Seu alerta do dia: 1 anúncio'].sort(),
    )
    const daily = sent.find((m) => m.subject === 'Seu alerta do dia: 1 anúncio')!
    expect(daily.text).toContain('Galpão novo')
    expect(daily.text).not.toContain('Galpão já avisado')
  })
})

describe('favourites that follow their listings', () => {
  it("pushes a visitor's device the drop and the sale of a favourite it follows", async () => {
    const device = push.subscribe()
    const sub = await t.app.inject({ method: 'POST', url: '/api/push/device-subscriptions', payload: device })
    expect(sub.statusCode).toBe(201)
    const listing = await publish({ category: 'house', price: 500_000, name: 'Casa do favorito' })
    const follows = (endpoint: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/push/follows',
        payload: { endpoint, listings: [{ kind: 'property', id: listing.id }] },
      })
    expect((await follows(device.endpoint)).statusCode).toBe(204)
    expect((await follows(`${push.origin}/push/unknown`)).statusCode).toBe(404)

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/v1/properties/${listing.id}`,
      headers: bearer(listing.token),
      payload: listingBody({ price: 450_000, name: 'Casa do favorito' }),
    })
    expect(edit.statusCode).toBe(200)
    await settle()
    const sold = await t.app.inject({
      method: 'PUT',
      url: `/v1/properties/${listing.id}/status`,
      headers: bearer(listing.token),
      payload: { status: 'sold' },
    })
    expect(sold.statusCode, sold.body).toBe(200)
    await settle()
    expect(pushesTo(device.endpoint).map((r) => r.payload)).toEqual([
      {
        title: 'Favorito com preço reduzido em 10 %',
        body: 'Casa do favorito: de R$ 500.000 por R$ 450.000',
        url: `/imovel/house/irece/${listing.id}`,
        tag: expect.stringMatching(/^follow:property:/),
      },
      {
        title: 'Um favorito foi vendido',
        body: 'Casa do favorito',
        url: `/imovel/house/irece/${listing.id}`,
        tag: expect.stringMatching(/^follow:property:/),
      },
    ])
  })

  it('tells the devices following a listing that it left the site when staff hold or archive it', async () => {
    const email = uniqueEmail('staff')
    await upsertAdmin(db(), { email, name: 'Equipe', password: PASSWORD })
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/auth/sign_in',
      remoteAddress: nextIp(),
      payload: { admin: { email, password: PASSWORD } },
    })
    const staff = bearer(signIn.json<{ data: { attributes: { token: string } } }>().data.attributes.token)
    const device = push.subscribe()
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/push/device-subscriptions', payload: device }))
        .statusCode,
    ).toBe(201)
    const held = await publish({ name: 'Casa retida pela equipe' })
    const archived = await publish({ name: 'Casa arquivada pela equipe' })
    const follows = await t.app.inject({
      method: 'PUT',
      url: '/api/push/follows',
      payload: {
        endpoint: device.endpoint,
        listings: [held, archived].map((l) => ({ kind: 'property', id: l.id })),
      },
    })
    expect(follows.statusCode).toBe(204)
    await settle()
    for (const [l, action] of [
      [held, 'pause'],
      [archived, 'archive'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/listings/property/${l.id}/moderate`,
        headers: staff,
        payload: { action, reason: 'Fotos de outro imóvel.' },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    await settle()
    const got = pushesTo(device.endpoint).map(
      (r) => r.payload as { title: string; body: string; url: string },
    )
    expect(got.map((p) => [p.title, p.body, p.url]).sort()).toEqual([
      ['Um favorito saiu do ar', 'Casa arquivada pela equipe', '/favoritos'],
      ['Um favorito saiu do ar', 'Casa retida pela equipe', '/favoritos'],
    ])
    // Heard once: another round sends nothing more.
    await settle()
    expect(pushesTo(device.endpoint)).toHaveLength(2)
  })
})
