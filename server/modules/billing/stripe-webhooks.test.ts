import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingCustomers, paymentEvents, subscriptions } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { insertPlan } from './test-helpers'

// The Stripe adapter's webhook endpoint, with events signed by the Stripe library's own test helper. No call
// reaches Stripe: the subscription events carry everything billing needs.
const SECRET = 'whsec_test_0123456789abcdef0123456789abcdef'
const stripe = new Stripe('sk_test_unused')
const now = () => Math.floor(Date.now() / 1000)

let t: TestApp
let planId: number
let token: string
let userId: number
let n = 0

beforeAll(async () => {
  t = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET: SECRET })
  planId = (await insertPlan(t.database.db, { price: 149 })).id
  const owner = await signUpUser(t.app, { profile: 'owner' })
  token = owner.token
  userId = Number(owner.userId)
  await t.database.db.insert(billingCustomers).values({ userId, providerCustomerId: 'cus_stripe_1' })
})
afterAll(() => t.close())

function event(type: string, object: Record<string, unknown>, created = now(), id = `evt_${++n}`) {
  return {
    id,
    object: 'event',
    type,
    created,
    api_version: '2025-09-30.clover',
    livemode: false,
    data: { object },
  }
}

const subscription = (status: string, extra: Record<string, unknown> = {}) => ({
  id: 'sub_stripe_1',
  object: 'subscription',
  customer: 'cus_stripe_1',
  status,
  start_date: now(),
  trial_end: now() + 7 * 86_400,
  cancel_at_period_end: false,
  ended_at: null,
  cancellation_details: { reason: null },
  metadata: { user_id: String(userId), plan_id: String(planId) },
  items: { data: [{ current_period_start: now(), current_period_end: now() + 7 * 86_400 }] },
  ...extra,
})

async function post(body: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  })
}
const signed = (payload: object, secret = SECRET) => {
  const body = JSON.stringify(payload)
  return post(body, stripe.webhooks.generateTestHeaderString({ payload: body, secret }))
}
const status = async () =>
  (
    await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_stripe_1'))
  )[0]

describe('Stripe webhooks', () => {
  it('uses the Stripe adapter when configured', () => {
    expect(t.app.payments.name).toBe('stripe')
  })

  it('creates the subscription from customer.subscription.created, for the customer and plan of the checkout', async () => {
    const res = await signed(event('customer.subscription.created', subscription('trialing'), now() - 10))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ outcome: 'processed' })
    const row = await status()
    expect(row).toMatchObject({ userId, planId, status: 'trial', recurring: true })
    const mine = await t.app.inject({ method: 'GET', url: '/v1/subscriptions', headers: bearer(token) })
    expect(mine.json<{ data: { attributes: { status: string } }[] }>().data[0]!.attributes.status).toBe(
      'trial',
    )
  })

  it('processes a repeated event once', async () => {
    const e = event('invoice.payment_failed', {
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_stripe_1' } },
      lines: { data: [] },
    })
    const first = await signed(e)
    expect(first.json()).toMatchObject({ outcome: 'processed' })
    expect((await status())!.status).toBe('inactive')
    // Stripe delivers it again after the subscription recovered: nothing changes the second time.
    await signed(event('customer.subscription.updated', subscription('active', { trial_end: null })))
    expect((await status())!.status).toBe('active')
    const again = await signed(e)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ outcome: 'duplicate' })
    expect((await status())!.status).toBe('active')
    const stored = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, e.id))
    expect(stored).toHaveLength(1)
  })

  it('invoice.paid moves the end to the paid period; an older snapshot arriving late changes nothing', async () => {
    const periodEnd = now() + 40 * 86_400
    await signed(
      event('invoice.paid', {
        object: 'invoice',
        subscription: 'sub_stripe_1',
        lines: { data: [{ period: { start: now(), end: periodEnd } }] },
      }),
    )
    expect((await status())!.endDate!.getTime()).toBe(periodEnd * 1000)
    await signed(event('customer.subscription.updated', subscription('past_due'), now() - 3600))
    expect((await status())!.status).toBe('active')
  })

  it('customer.subscription.deleted after failed renewals leaves it expired', async () => {
    await signed(
      event(
        'customer.subscription.deleted',
        subscription('canceled', { ended_at: now(), cancellation_details: { reason: 'payment_failed' } }),
        now() + 1,
      ),
    )
    expect((await status())!).toMatchObject({ status: 'expired', recurring: false })
  })

  it('refuses a forged event: another secret, a changed body, an old timestamp, no signature', async () => {
    const e = event('customer.subscription.updated', subscription('active'), now() + 5)
    expect((await signed(e, 'whsec_someone_else')).statusCode).toBe(400)
    const body = JSON.stringify(e)
    const header = stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET })
    expect((await post(body.replace('"active"', '"trialing"'), header)).statusCode).toBe(400)
    const old = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: SECRET,
      timestamp: now() - 3600,
    })
    expect((await post(body, old)).statusCode).toBe(400)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    })
    expect(unsigned.statusCode).toBe(400)
    expect((await status())!.status).toBe('expired')
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, e.id))).toEqual([])
  })
})
