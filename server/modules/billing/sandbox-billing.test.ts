import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardErrorMessages } from '../../../src/domain/billing'
import { DECLINE_CARDS, RENEWAL_FAILS_CARD } from '../../adapters/payments/sandbox/test-cards'
import { paymentEvents, properties, subscriptions } from '../../db/schema'
import { createProperty } from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { reconcile } from './reconcile'
import { checkoutWithCard, insertPlan, payOnPage, sandboxOf } from './test-helpers'

// A subscription on the sandbox provider from checkout to expiry, driven by the sandbox's clock: every change of
// status arrives as a signed webhook at the app's own endpoint.
const DAY = 86_400_000

let t: TestApp
let planId: number
beforeAll(async () => {
  t = await buildTestApp()
  planId = (await insertPlan(t.database.db, { price: 59, durationInMonths: 1 })).id
})
afterAll(() => t.close())

const mine = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/v1/subscriptions', headers: bearer(token) })
  expect(res.statusCode).toBe(200)
  return res.json<{
    data: {
      id: string
      attributes: { status: string; recurring: boolean; end_date: string | null; trial_end: string | null }
    }[]
    meta: { current_id: string | null }
  }>()
}

describe('sandbox subscriptions', () => {
  it('a first checkout starts a 7-day trial, known only once the webhook arrives; the success page polls the session', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const started = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: bearer(owner.token),
      payload: { plan_id: planId },
    })
    expect(started.statusCode).toBe(201)
    const session = started.json<{
      data: { id: string; attributes: { url: string; trial: boolean; status: string } }
    }>().data
    expect(session.attributes).toMatchObject({ trial: true, status: 'open' })
    expect(session.attributes.url).toBe(`/sandbox/checkout/${session.id}`)

    const page = await t.app.inject({ method: 'GET', url: session.attributes.url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('7 dias grátis')
    expect(page.body).toContain('Iniciar teste grátis')

    // Only the welcome free plan while the checkout is open: a free plan does not stand in the way of a paid one.
    const welcome = (await mine(owner.token)).data
    expect(welcome.map((s) => s.attributes.status)).toEqual(['active'])
    const paid = await payOnPage(t.app, session.attributes.url, '4242424242424242')
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/payments/checkout/success?session_id=${session.id}`)
    await sandboxOf(t.app).deliveries.settle()

    const status = await t.app.inject({
      method: 'GET',
      url: `/v1/checkout/sessions/${session.id}`,
      headers: bearer(owner.token),
    })
    const attrs = status.json<{
      data: { attributes: { status: string; subscription: { attributes: { status: string } } | null } }
    }>().data.attributes
    expect(attrs.status).toBe('complete')
    expect(attrs.subscription?.attributes.status).toBe('trial')
    // The paid plan replaced the free one: one current subscription.
    const subs = await mine(owner.token)
    expect(subs.data.map((s) => [s.id, s.attributes.status])).toEqual([
      [subs.data[0]!.id, 'trial'],
      [welcome[0]!.id, 'canceled'],
    ])
    expect(subs.meta.current_id).toBe(subs.data[0]!.id)
    const trialEnd = new Date(subs.data[0]!.attributes.trial_end!)
    expect(Math.round((trialEnd.getTime() - Date.now()) / DAY)).toBe(7)

    // Another user cannot read this checkout.
    const other = await signUpUser(t.app, { profile: 'owner' })
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v1/checkout/sessions/${session.id}`,
      headers: bearer(other.token),
    })
    expect(foreign.statusCode).toBe(404)
  })

  it('trial end charges the card, renewal charges again, a declined renewal leaves it inactive, then it expires', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const sandbox = sandboxOf(t.app)
    // The card saves and starts the trial, but every charge on it is declined…
    await checkoutWithCard(t.app, owner.token, planId, RENEWAL_FAILS_CARD)
    // …so add a good card as the default before the trial ends.
    const setup = await t.app.inject({
      method: 'POST',
      url: '/v1/payment_methods/setup_sessions',
      headers: bearer(owner.token),
    })
    expect(setup.statusCode).toBe(201)
    await payOnPage(
      t.app,
      setup.json<{ data: { attributes: { url: string } } }>().data.attributes.url,
      '4242424242424242',
    )
    await sandbox.deliveries.settle()
    const cards = (
      await t.app.inject({ method: 'GET', url: '/v1/payment_methods', headers: bearer(owner.token) })
    ).json<{
      data: { id: string; attributes: { last4: string; is_default: boolean } }[]
    }>().data
    expect(cards.map((c) => c.attributes.last4).sort()).toEqual(['0341', '4242'])
    const good = cards.find((c) => c.attributes.last4 === '4242')!
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/v1/payment_methods/${good.id}/default`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(200)
    // The subscription charges the card it was started with: remove it so the default (4242) is charged.
    const bad = cards.find((c) => c.attributes.last4 === '0341')!
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/v1/payment_methods/${bad.id}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(204)
    await sandbox.deliveries.settle()

    await sandbox.clock.advance(7 * DAY + 60_000)
    let s = (await mine(owner.token)).data[0]!.attributes
    expect(s.status).toBe('active')
    const firstEnd = new Date(s.end_date!)

    await sandbox.clock.advance(31 * DAY)
    s = (await mine(owner.token)).data[0]!.attributes
    expect(s.status).toBe('active')
    expect(new Date(s.end_date!).getTime()).toBeGreaterThan(firstEnd.getTime())

    // The only card goes: the next renewal is declined (inactive), retried, and finally given up (expired).
    const remaining = (
      await t.app.inject({ method: 'GET', url: '/v1/payment_methods', headers: bearer(owner.token) })
    ).json<{ data: { id: string }[] }>().data
    for (const c of remaining)
      await t.app.inject({
        method: 'DELETE',
        url: `/v1/payment_methods/${c.id}`,
        headers: bearer(owner.token),
      })
    await sandbox.deliveries.settle()
    await sandbox.clock.advance(31 * DAY)
    s = (await mine(owner.token)).data[0]!.attributes
    expect(s.status).toBe('inactive')
    await sandbox.clock.advance(10 * DAY)
    const after = await mine(owner.token)
    expect(after.data[0]!.attributes.status).toBe('expired')
    expect(after.meta.current_id).toBeNull()
  })

  it('auto-renewal off lets the subscription run to its end and expire; the second checkout has no trial and charges', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const sandbox = sandboxOf(t.app)
    await checkoutWithCard(t.app, owner.token, planId)
    const sub = (await mine(owner.token)).data[0]!
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/v1/subscriptions/${sub.id}`,
      headers: bearer(owner.token),
      payload: { recurring: false },
    })
    expect(off.statusCode).toBe(200)
    expect(
      off.json<{ data: { attributes: { recurring: boolean; status: string } } }>().data.attributes,
    ).toMatchObject({ recurring: false, status: 'trial' })
    await sandbox.clock.advance(8 * DAY)
    expect((await mine(owner.token)).data[0]!.attributes.status).toBe('expired')

    const again = await checkoutWithCard(t.app, owner.token, planId)
    expect(again.session.attributes.trial).toBe(false)
    const page = await t.app.inject({ method: 'GET', url: again.session.attributes.url })
    expect(page.body).toContain('Cobrança hoje')
    const subs = await mine(owner.token)
    expect(subs.data[0]!.attributes.status).toBe('active')
    expect(subs.data[0]!.attributes.trial_end).toBeNull()
  })

  it('cancel trial (at once) and cancel (at the period’s end) answer once the webhook changed the subscription; a second checkout while active is refused', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    await checkoutWithCard(t.app, owner.token, planId)
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: bearer(owner.token),
      payload: { plan_id: planId },
    })
    expect(blocked.statusCode).toBe(409)
    const trial = (await mine(owner.token)).data[0]!
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/v1/subscriptions/${trial.id}/cancel`,
      headers: bearer(owner.token),
    })
    expect(wrong.statusCode).toBe(422)
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/subscriptions/${trial.id}/cancel_trial`,
      headers: bearer(owner.token),
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json<{ data: { attributes: { status: string } } }>().data.attributes.status).toBe(
      'canceled',
    )

    await checkoutWithCard(t.app, owner.token, planId)
    const active = (await mine(owner.token)).data[0]!
    expect(active.attributes.status).toBe('active')
    const other = await signUpUser(t.app, { profile: 'owner' })
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/v1/subscriptions/${active.id}/cancel`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404)
    const ended = await t.app.inject({
      method: 'POST',
      url: `/v1/subscriptions/${active.id}/cancel`,
      headers: bearer(owner.token),
    })
    expect(ended.statusCode).toBe(200)
    // Cancelling ends the subscription at the period's end: active until then, not renewed.
    expect(
      ended.json<{ data: { attributes: { status: string; recurring: boolean } } }>().data.attributes,
    ).toMatchObject({ status: 'active', recurring: false })
  })

  it('each decline card is refused on the hosted page with its pt-BR text, and nothing is subscribed', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const started = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: bearer(owner.token),
      payload: { plan_id: planId },
    })
    const url = started.json<{ data: { attributes: { url: string } } }>().data.attributes.url
    for (const [code, number] of Object.entries(DECLINE_CARDS)) {
      const res = await payOnPage(t.app, url, number)
      expect(res.statusCode, code).toBe(402)
      expect(res.body).toContain(cardErrorMessages[code as keyof typeof cardErrorMessages])
    }
    const wrongNumber = await payOnPage(t.app, url, '4242424242424241')
    expect(wrongNumber.body).toContain('Número do cartão incorreto')
    await sandboxOf(t.app).deliveries.settle()
    // Still only the welcome free plan.
    const subs = await mine(owner.token)
    expect(subs.data.map((s) => s.attributes.status)).toEqual(['active'])
    expect(subs.meta.current_id).toBe(subs.data[0]!.id)
  })

  it('a failed delivery is retried until the app takes it; a forged or repeated event changes nothing', async () => {
    const sandbox = sandboxOf(t.app)
    const owner = await signUpUser(t.app, { profile: 'owner' })
    sandbox.deliveries.failNext(2)
    const before = sandbox.deliveries.log.length
    await checkoutWithCard(t.app, owner.token, planId)
    const attempts = sandbox.deliveries.log.slice(before)
    expect(attempts.filter((a) => a.status === 'failed')).toHaveLength(2)
    expect(attempts.filter((a) => a.status === 200).length).toBeGreaterThan(0)
    expect((await mine(owner.token)).data[0]!.attributes.status).toBe('trial')

    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'customer.subscription.deleted',
      created: 1,
      data: { object: {} },
    })
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      payload: body,
    })
    expect(forged.statusCode).toBe(400)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    })
    expect(unsigned.statusCode).toBe(400)
    expect(
      await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_forged')),
    ).toEqual([])
  })

  it('the reconciliation job applies what lost webhooks would have', async () => {
    const sandbox = sandboxOf(t.app)
    const owner = await signUpUser(t.app, { profile: 'owner' })
    await checkoutWithCard(t.app, owner.token, planId)
    const sub = (await mine(owner.token)).data[0]!
    // Every event of the trial's end is lost.
    sandbox.deliveries.loseNext(10)
    await sandbox.clock.advance(7 * DAY + 60_000)
    expect((await mine(owner.token)).data[0]!.attributes.status).toBe('trial')
    const result = await reconcile({ db: t.database.db, payments: t.app.payments })
    expect(result.subscriptions).toBeGreaterThanOrEqual(1)
    expect((await mine(owner.token)).data[0]!.attributes.status).toBe('active')
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, Number(sub.id)))
    expect(row!.endDate!.getTime()).toBeGreaterThan(Date.now() + 20 * DAY)
    sandbox.deliveries.loseNext(0)
  })

  it('a plan that ends leaves no subscription: every live listing is paused at once', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const userId = Number(owner.userId)
    await checkoutWithCard(t.app, owner.token, planId)
    const day = (n: number) => new Date(Date.now() - n * DAY)
    const oldest = await createProperty(t.database.db, userId, { status: 'active', createdAt: day(30) })
    const middle = await createProperty(t.database.db, userId, { status: 'active', createdAt: day(20) })
    const newest = await createProperty(t.database.db, userId, { status: 'active', createdAt: day(10) })
    const sub = (await mine(owner.token)).data[0]!
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/subscriptions/${sub.id}/cancel_trial`,
      headers: bearer(owner.token),
    })
    expect(res.statusCode).toBe(200)
    // No subscription left (the free plan is not a fallback): publishing needs a plan, so nothing stays live.
    expect((await mine(owner.token)).meta.current_id).toBeNull()
    const rows = await t.database.db
      .select({ id: properties.id, status: properties.status })
      .from(properties)
      .where(eq(properties.userId, userId))
    const statusOf = (id: number) => rows.find((r) => r.id === id)!.status
    expect([statusOf(oldest.id), statusOf(middle.id), statusOf(newest.id)]).toEqual([
      'paused',
      'paused',
      'paused',
    ])
  })
})
