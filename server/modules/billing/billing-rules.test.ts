import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingMsg } from '../../../src/domain/billing'
import { personalTestCard } from '../../adapters/payments/sandbox/test-cards'
import { startFakeStripe, type FakeStripe } from '../../adapters/payments/test-helpers'
import { plans, subscriptions } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty, createUser } from '../../test/fixtures'
import { bearer, signUpUser } from '../auth/test-helpers'
import { insertPlan, payOnPage, sandboxOf } from './test-helpers'

// The rules billing keeps whichever order payments arrive in: one current subscription, one trial per person,
// nothing bought where payments are off, and a demonstration's subscriptions never honoured by a real server.

type Session = { id: string; attributes: { url: string; trial: boolean } }

async function openCheckout(t: TestApp, token: string, planId: number): Promise<Session> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout/sessions',
    headers: bearer(token),
    payload: { plan_id: planId },
  })
  expect(res.statusCode).toBe(201)
  return res.json<{ data: Session }>().data
}

const rowsOf = (t: TestApp, userId: number) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))

describe('on the sandbox', () => {
  let t: TestApp
  let planId: number
  beforeAll(async () => {
    t = await buildTestApp()
    planId = (await insertPlan(t.database.db, { price: 59 })).id
  })
  afterAll(() => t.close())

  it('three sessions opened together and paid (one after a cancelled trial, two at once) leave one current subscription and one trial', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const userId = Number(owner.userId)
    const card = personalTestCard()
    const sessions = [
      await openCheckout(t, owner.token, planId),
      await openCheckout(t, owner.token, planId),
      await openCheckout(t, owner.token, planId),
    ]
    // Every session was opened before any was paid: each offered the trial.
    expect(sessions.map((s) => s.attributes.trial)).toEqual([true, true, true])
    await payOnPage(t.app, sessions[0]!.attributes.url, card)
    await sandboxOf(t.app).deliveries.settle()
    const trial = (await rowsOf(t, userId)).find((r) => r.status === 'trial')!
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/subscriptions/${trial.id}/cancel_trial`,
      headers: bearer(owner.token),
    })
    expect(cancel.statusCode).toBe(200)
    await Promise.all([
      payOnPage(t.app, sessions[1]!.attributes.url, card),
      payOnPage(t.app, sessions[2]!.attributes.url, card),
    ])
    await sandboxOf(t.app).deliveries.settle()

    const rows = await rowsOf(t, userId)
    const current = rows.filter((r) => ['trial', 'active', 'inactive'].includes(r.status))
    expect(current).toHaveLength(1)
    // The trial was had already: the second one is charged at once instead.
    expect(current[0]!.status).toBe('active')
    const refused = rows.filter((r) => r.refusedReason === 'duplicate')
    expect(refused).toHaveLength(1)
    // The refused subscription is cancelled at the provider and its charge (if any) refunded.
    const sandbox = sandboxOf(t.app)
    const snap = await sandbox.getSubscription(refused[0]!.providerSubscriptionId!)
    expect(snap.status).toBe('canceled')
    const charge = sandbox.charges(refused[0]!.providerSubscriptionId!)!
    expect(charge.amount === 0 || charge.refunded).toBe(true)
    // The sandbox is a demonstration: the subscription says who made it.
    expect(current[0]!.provider).toBe('sandbox')
  })

  it('the same card on another account gets no trial; another card does', async () => {
    const card = personalTestCard()
    const first = await signUpUser(t.app, { profile: 'owner' })
    await payOnPage(t.app, (await openCheckout(t, first.token, planId)).attributes.url, card)
    const second = await signUpUser(t.app, { profile: 'owner' })
    const session = await openCheckout(t, second.token, planId)
    await payOnPage(t.app, session.attributes.url, card)
    const third = await signUpUser(t.app, { profile: 'owner' })
    await payOnPage(t.app, (await openCheckout(t, third.token, planId)).attributes.url, personalTestCard())
    await sandboxOf(t.app).deliveries.settle()
    const statusOf = async (userId: string) =>
      (await rowsOf(t, Number(userId))).filter((r) => r.providerSubscriptionId).map((r) => r.status)
    expect(await statusOf(first.userId)).toEqual(['trial'])
    expect(await statusOf(second.userId)).toEqual(['active'])
    expect(await statusOf(third.userId)).toEqual(['trial'])
  })

  it('the same CPF on another account gets no trial offered', async () => {
    const cpf = '52998224725'
    const a = await createUser(t.database.db, { cpf, profile: 'owner' })
    const b = await signUpUser(t.app, { profile: 'owner' })
    await t.database.db.insert(subscriptions).values({
      userId: a.id,
      planId,
      status: 'canceled',
      providerSubscriptionId: 'sub_earlier_trial',
      trialEnd: new Date(),
    })
    const { trialGrants, users } = await import('../../db/schema')
    await t.database.db
      .insert(trialGrants)
      .values({ userId: a.id, document: cpf, providerSubscriptionId: 'sub_earlier_trial' })
    await t.database.db
      .update(users)
      .set({ cpf: '529.982.247-25' })
      .where(eq(users.id, Number(b.userId)))
    expect((await openCheckout(t, b.token, planId)).attributes.trial).toBe(false)
  })

  it('a customer deleted at the provider is forgotten: the next checkout makes a new one', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    await openCheckout(t, owner.token, planId)
    const { billingCustomers } = await import('../../db/schema')
    const [before] = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, Number(owner.userId)))
    sandboxOf(t.app).deleteCustomer(before!.providerCustomerId)
    await sandboxOf(t.app).deliveries.settle()
    await openCheckout(t, owner.token, planId)
    const [after] = await t.database.db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, Number(owner.userId)))
    expect(after!.providerCustomerId).not.toBe(before!.providerCustomerId)
  })

  it('a declined renewal leaves the plan waiting: its reason kept, another checkout refused, and Pagar agora charges the card now marked principal', async () => {
    const { RENEWAL_FAILS_CARD } = await import('../../adapters/payments/sandbox/test-cards')
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const userId = Number(owner.userId)
    await payOnPage(t.app, (await openCheckout(t, owner.token, planId)).attributes.url, RENEWAL_FAILS_CARD)
    const sandbox = sandboxOf(t.app)
    await sandbox.deliveries.settle()
    await sandbox.clock.advance(7 * 86_400_000 + 60_000)
    const [waiting] = (await rowsOf(t, userId)).filter((r) => r.providerSubscriptionId)
    expect(waiting).toMatchObject({ status: 'inactive', lastPaymentError: 'generic_decline' })
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: bearer(owner.token),
      payload: { plan_id: planId },
    })
    expect(again.statusCode).toBe(409)
    // A good card, marked principal: the subscription charges it from now on (its own card is replaced too).
    const setup = await t.app.inject({
      method: 'POST',
      url: '/v1/payment_methods/setup_sessions',
      headers: bearer(owner.token),
    })
    await payOnPage(
      t.app,
      setup.json<{ data: { attributes: { url: string } } }>().data.attributes.url,
      personalTestCard(),
    )
    await sandbox.deliveries.settle()
    const cards = (
      await t.app.inject({ method: 'GET', url: '/v1/payment_methods', headers: bearer(owner.token) })
    ).json<{ data: { id: string; attributes: { last4: string } }[] }>().data
    const good = cards.find((c) => c.attributes.last4 !== '0341')!
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/v1/payment_methods/${good.id}/default`,
      headers: bearer(owner.token),
    })
    expect(marked.statusCode).toBe(200)
    const paid = await t.app.inject({
      method: 'POST',
      url: `/v1/subscriptions/${waiting!.id}/pay`,
      headers: bearer(owner.token),
    })
    expect(paid.statusCode).toBe(200)
    expect(
      paid.json<{ data: { attributes: { status: string; last_payment_error: string | null } } }>().data
        .attributes,
    ).toMatchObject({
      status: 'active',
      last_payment_error: null,
    })
    await sandbox.clock.advance(-(7 * 86_400_000 + 60_000))
  })

  it('every sandbox page says nothing is charged', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const page = await t.app.inject({
      method: 'GET',
      url: (await openCheckout(t, owner.token, planId)).attributes.url,
    })
    expect(page.body).toContain(billingMsg.sandboxNotice)
    const mode = await t.app.inject({ method: 'GET', url: '/api/payments' })
    expect(mode.json<{ data: { mode: string } }>().data.mode).toBe('sandbox')
  })
})

describe('with payments off', () => {
  let t: TestApp
  let planId: number
  let freeId: number
  beforeAll(async () => {
    t = await buildTestApp({ PAYMENTS: 'off' }, { freePlans: false })
    planId = (await insertPlan(t.database.db, { price: 59 })).id
    freeId = (await insertPlan(t.database.db, { name: 'Grátis', price: 0, isFree: true, days: 0 })).id
  })
  afterAll(() => t.close())

  it('checkout, cards and the webhook answer 503 in pt-BR; the plan list says payments are off; a free plan still starts', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: bearer(owner.token),
      payload: { plan_id: planId },
    })
    expect(checkout.statusCode).toBe(503)
    expect(checkout.json<{ errors: { detail: string }[] }>().errors[0]!.detail).toBe(billingMsg.paymentsOff)
    const setup = await t.app.inject({
      method: 'POST',
      url: '/v1/payment_methods/setup_sessions',
      headers: bearer(owner.token),
    })
    expect(setup.statusCode).toBe(503)
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    })
    expect(hook.statusCode).toBe(503)
    // No sandbox behind it.
    // (The sandbox would answer its own "Sessão de pagamento não encontrada."; here the app's pages answer.)
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/checkout/cs_x' })).body).not.toContain(
      'Sessão de pagamento',
    )
    const mode = await t.app.inject({ method: 'GET', url: '/api/payments' })
    expect(mode.json<{ data: { mode: string } }>().data.mode).toBe('off')
    // Choosing a profile started its free plan, as with payments on.
    const mine = await t.app.inject({ method: 'GET', url: '/v1/subscriptions', headers: bearer(owner.token) })
    const subs = mine.json<{ data: { attributes: { plan_id: string; status: string } }[] }>().data
    expect(subs.map((s) => [s.attributes.plan_id, s.attributes.status])).toEqual([[String(freeId), 'active']])
  })
})

describe('a deployment on its own database without Stripe keys', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ DATABASE_URL: 'postgres://db.example/mercado' })
  })
  afterAll(() => t.close())

  it('does not take payments through the sandbox by default', async () => {
    const mode = await t.app.inject({ method: 'GET', url: '/api/payments' })
    expect(mode.json<{ data: { mode: string } }>().data.mode).toBe('off')
    // (The sandbox would answer its own "Sessão de pagamento não encontrada."; here the app's pages answer.)
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/checkout/cs_x' })).body).not.toContain(
      'Sessão de pagamento',
    )
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const planId = (await insertPlan(t.database.db, { price: 590, durationInMonths: 12 })).id
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: bearer(owner.token),
      payload: { plan_id: planId },
    })
    expect(checkout.statusCode).toBe(503)
  })
})

describe('a server on Stripe that finds subscriptions made by the sandbox', () => {
  let t: TestApp
  let fake: FakeStripe
  let userId: number
  let propertyId: number
  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await buildTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_unused',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_x',
        STRIPE_API_URL: fake.url,
        PUBLIC_URL: 'https://mercadoirece.com.br',
      },
      {
        before: async (db) => {
          const [plan] = await db
            .insert(plans)
            .values({ name: 'Anual', kind: 'owner', price: 590, durationInMonths: 12, propertiesLimit: 20 })
            .returning()
          const user = await createUser(db, { profile: 'owner' })
          userId = user.id
          await db.insert(subscriptions).values({
            userId,
            planId: plan!.id,
            status: 'active',
            provider: 'sandbox',
            providerSubscriptionId: 'sub_sandbox_demo01',
            endDate: new Date(Date.now() + 300 * 86_400_000),
          })
          propertyId = (await createProperty(db, userId, { status: 'active' })).id
        },
      },
    )
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('ends them at boot instead of honouring them', async () => {
    const [row] = await rowsOf(t, userId)
    expect(row).toMatchObject({ status: 'expired', recurring: false })
    const { properties } = await import('../../db/schema')
    const [listing] = await t.database.db.select().from(properties).where(eq(properties.id, propertyId))
    expect(listing!.status).not.toBe('active')
  })
})
