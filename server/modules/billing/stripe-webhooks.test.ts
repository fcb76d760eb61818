import path from 'node:path'
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingMsg, cardErrorMessages } from '../../../src/domain/billing'
import { listStoredMail } from '../../adapters/mail/local-outbox'
import { startFakeStripe, type FakeStripe } from '../../adapters/payments/test-helpers'
import { billingCustomers, paymentEvents, paymentMethods, subscriptions } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { insertPlan } from './test-helpers'

// Billing on the Stripe adapter: events signed by the Stripe library's own test helper, and every call the app
// makes to Stripe answered by a local server that behaves as Stripe does (its state, its error codes).
const SECRET = 'whsec_test_0123456789abcdef0123456789abcdef'
const stripe = new Stripe('sk_test_unused')
const now = () => Math.floor(Date.now() / 1000)

let t: TestApp
let fake: FakeStripe
let planId: number
let n = 0

beforeAll(async () => {
  fake = await startFakeStripe()
  t = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_unused',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_URL: fake.url,
    PUBLIC_URL: 'https://mercadoirece.com.br',
  })
  planId = (await insertPlan(t.database.db, { price: 149 })).id
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

/** An advertiser who is a customer at Stripe. */
async function customer() {
  const owner = await signUpUser(t.app, { profile: 'owner' })
  const userId = Number(owner.userId)
  const customerId = `cus_${++n}`
  fake.customers.set(customerId, { id: customerId, object: 'customer' })
  await t.database.db.insert(billingCustomers).values({ userId, providerCustomerId: customerId })
  return { token: owner.token, userId, customerId }
}

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

/** A subscription as Stripe holds it; `card` is its default payment method. */
function subscription(
  customerId: string,
  status: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> & { id: string } {
  return {
    id: `sub_${++n}`,
    object: 'subscription',
    customer: customerId,
    status,
    start_date: now(),
    trial_end: status === 'trialing' ? now() + 7 * 86_400 : null,
    cancel_at_period_end: false,
    ended_at: null,
    cancellation_details: { reason: null },
    metadata: { plan_id: String(planId) },
    items: { data: [{ current_period_start: now(), current_period_end: now() + 30 * 86_400 }] },
    ...extra,
  }
}

function card(customerId: string, fingerprint: string) {
  const id = `pm_${++n}`
  fake.cards.set(id, {
    id,
    object: 'payment_method',
    type: 'card',
    customer: customerId,
    billing_details: { name: 'MARIA SOUZA' },
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, fingerprint },
  })
  return id
}

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
const row = async (providerId: string) =>
  (
    await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerId))
  )[0]

describe('billing on Stripe', () => {
  it('uses the Stripe adapter when configured', () => {
    expect(t.app.payments.name).toBe('stripe')
  })

  it('decides from the subscription as Stripe holds it now: created (incomplete) arriving after updated (active) in the same second leaves it active', async () => {
    const c = await customer()
    const sub = subscription(c.customerId, 'active')
    fake.subscriptions.set(sub.id, sub)
    const at = now()
    expect((await signed(event('customer.subscription.updated', sub, at))).statusCode).toBe(200)
    const res = await signed(event('customer.subscription.created', { ...sub, status: 'incomplete' }, at))
    expect(res.json()).toMatchObject({ outcome: 'processed' })
    expect(await row(sub.id)).toMatchObject({
      userId: c.userId,
      planId,
      status: 'active',
      provider: 'stripe',
    })
    // Read with the card expanded: Stripe's answer carries the fingerprint.
    expect([...fake.calls(`GET /v1/subscriptions/${sub.id}`).at(-1)!.query.values()]).toContain(
      'default_payment_method',
    )
  })

  it('processes a repeated event once', async () => {
    const c = await customer()
    const sub = subscription(c.customerId, 'active')
    fake.subscriptions.set(sub.id, sub)
    const e = event('customer.subscription.created', sub)
    expect((await signed(e)).json()).toMatchObject({ outcome: 'processed' })
    fake.subscriptions.set(sub.id, { ...sub, status: 'past_due' })
    const again = await signed(e)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ outcome: 'duplicate' })
    expect((await row(sub.id))!.status).toBe('active')
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, e.id))).toHaveLength(1)
  })

  it('a second subscription paid while one is current is cancelled and refunded at Stripe, and the advertiser told why', async () => {
    const c = await customer()
    const first = subscription(c.customerId, 'active')
    const second = subscription(c.customerId, 'active', { latest_invoice: 'in_dup' })
    fake.subscriptions.set(first.id, first)
    fake.subscriptions.set(second.id, second)
    fake.invoices.set('in_dup', {
      id: 'in_dup',
      object: 'invoice',
      subscription: second.id,
      payment_intent: 'pi_dup',
    })
    await signed(event('customer.subscription.created', first))
    await signed(event('customer.subscription.created', second))
    expect(await row(first.id)).toMatchObject({ status: 'active' })
    expect(await row(second.id)).toMatchObject({ status: 'canceled', refusedReason: 'duplicate' })
    expect(fake.calls(`DELETE /v1/subscriptions/${second.id}`)).toHaveLength(1)
    expect(fake.refunds.map((r) => r.payment_intent)).toContain('pi_dup')
    // Stripe's later word about the refused one does not bring it back.
    await signed(event('customer.subscription.updated', second))
    expect((await row(second.id))!.status).toBe('canceled')
    const mail = await listStoredMail(path.join(t.dataDir, 'mail'))
    expect(mail.some((m) => m.text?.includes(billingMsg.duplicateRefunded))).toBe(true)
  })

  it('a trial is given once per card: the same card on another account has its trial ended at once (charged)', async () => {
    const a = await customer()
    const b = await customer()
    const subA = subscription(a.customerId, 'trialing', {
      default_payment_method: card(a.customerId, 'fp_same'),
    })
    const subB = subscription(b.customerId, 'trialing', {
      default_payment_method: card(b.customerId, 'fp_same'),
    })
    fake.subscriptions.set(subA.id, subA)
    fake.subscriptions.set(subB.id, subB)
    await signed(event('customer.subscription.created', subA))
    expect(fake.calls(`POST /v1/subscriptions/${subA.id}`)).toHaveLength(0)
    await signed(event('customer.subscription.created', subB))
    const ended = fake.calls(`POST /v1/subscriptions/${subB.id}`)
    expect(ended.map((r) => r.body.get('trial_end'))).toEqual(['now'])
  })

  it('past_due and unpaid both leave the plan waiting for payment: a second checkout is refused; paying retries the open invoice', async () => {
    for (const status of ['past_due', 'unpaid']) {
      const c = await customer()
      const sub = subscription(c.customerId, status)
      fake.subscriptions.set(sub.id, sub)
      fake.invoices.set(`in_${sub.id}`, {
        id: `in_${sub.id}`,
        object: 'invoice',
        subscription: sub.id,
        status: 'open',
      })
      await signed(event('customer.subscription.updated', sub))
      expect((await row(sub.id))!.status).toBe('inactive')
      const again = await t.app.inject({
        method: 'POST',
        url: '/v1/checkout/sessions',
        headers: bearer(c.token),
        payload: { plan_id: planId },
      })
      expect(again.statusCode).toBe(409)
      expect(again.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toBe(billingMsg.unpaidBlocks)
      const id = (await row(sub.id))!.id
      const paying = t.app.inject({
        method: 'POST',
        url: `/v1/subscriptions/${id}/pay`,
        headers: bearer(c.token),
      })
      await new Promise((r) => setTimeout(r, 100))
      fake.subscriptions.set(sub.id, { ...sub, status: 'active' })
      await signed(event('invoice.paid', { object: 'invoice', subscription: sub.id, lines: { data: [] } }))
      const pay = await paying
      expect(pay.statusCode).toBe(200)
      expect(pay.json<{ data: { attributes: { status: string } } }>().data.attributes.status).toBe('active')
      expect(fake.calls(`POST /v1/invoices/in_${sub.id}/pay`)).toHaveLength(1)
    }
  })

  it('a declined renewal keeps its decline code and e-mails the product’s text for it (docs/product.md)', async () => {
    const c = await customer()
    const sub = subscription(c.customerId, 'active')
    fake.subscriptions.set(sub.id, sub)
    await signed(event('customer.subscription.created', sub))
    fake.subscriptions.set(sub.id, { ...sub, status: 'past_due' })
    await signed(
      event('invoice.payment_failed', {
        object: 'invoice',
        parent: { subscription_details: { subscription: sub.id } },
        lines: { data: [] },
        last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
      }),
    )
    expect(await row(sub.id)).toMatchObject({ status: 'inactive', lastPaymentError: 'insufficient_funds' })
    const mail = await listStoredMail(path.join(t.dataDir, 'mail'))
    expect(mail.some((m) => m.text?.includes(cardErrorMessages.insufficient_funds))).toBe(true)
  })

  it('marking a card principal sets it on the customer and on the live subscription at Stripe', async () => {
    const c = await customer()
    const sub = subscription(c.customerId, 'active')
    fake.subscriptions.set(sub.id, sub)
    await signed(event('customer.subscription.created', sub))
    const pm = card(c.customerId, 'fp_principal')
    await signed(
      event('payment_method.attached', { id: pm, object: 'payment_method', customer: c.customerId }),
    )
    const [saved] = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, c.userId))
    // Stripe's Checkout made no card the default: the newest became it, on the customer and the subscription.
    expect(fake.customers.get(c.customerId)!.invoice_settings).toEqual({ default_payment_method: pm })
    expect(fake.subscriptions.get(sub.id)!.default_payment_method).toBe(pm)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/payment_methods/${saved!.id}/default`,
      headers: bearer(c.token),
    })
    expect(res.statusCode).toBe(200)
    expect(fake.calls(`POST /v1/subscriptions/${sub.id}`).at(-1)!.body.get('default_payment_method')).toBe(pm)
  })

  it('customer.deleted forgets the customer: the next checkout makes a new one instead of failing', async () => {
    const c = await customer()
    fake.customers.get(c.customerId)!.deleted = true
    await signed(event('customer.deleted', { id: c.customerId, object: 'customer', deleted: true }))
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: bearer(c.token),
      payload: { plan_id: planId },
    })
    expect(res.statusCode).toBe(201)
    const [saved] = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, c.userId))
    expect(saved!.providerCustomerId).not.toBe(c.customerId)
    // Stripe's return addresses are absolute, on PUBLIC_URL.
    expect(fake.calls('POST /v1/checkout/sessions').at(-1)!.body.get('success_url')).toMatch(
      /^https:\/\/mercadoirece\.com\.br\/payments\/checkout\/success/,
    )
  })

  it('a customer id Stripe no longer knows is replaced once, even without the event', async () => {
    const c = await customer()
    fake.customers.delete(c.customerId)
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: bearer(c.token),
      payload: { plan_id: planId },
    })
    expect(res.statusCode).toBe(201)
  })

  it('refuses a forged event: another secret, a changed body, an old timestamp, no signature', async () => {
    const c = await customer()
    const sub = subscription(c.customerId, 'active')
    fake.subscriptions.set(sub.id, sub)
    const e = event('customer.subscription.updated', sub)
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
    expect(await row(sub.id)).toBeUndefined()
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, e.id))).toEqual([])
  })
})
