// Billing's rows of the access-control table (server/access-control.test.ts): the advertiser's checkout,
// subscriptions and cards answer 401 without a token, 403 to an admin's, 404 to another advertiser for what is not
// theirs. Test-only.
import type { FastifyInstance } from 'fastify'
import { bearer } from '../auth/test-helpers'
import { checkoutWithCard, insertPlan, payOnPage, sandboxOf } from './test-helpers'

export interface BillingCtx {
  planId: number
  freePlanId: number
  checkoutId: string
  subscriptionId: string
  cardId: string
}

type Expect = [anonymous: number, other: number, owner: number, admin: number]
interface Row {
  call?: (ctx: { billing: BillingCtx }) => { url?: string; payload?: unknown }
  expect: Expect
}

const USER: Expect = [401, 200, 200, 403]
const OWNED: Expect = [401, 404, 200, 403]

/** The owner in a trial (checkout paid with the success card) with two saved cards. */
export async function billingFixture(app: FastifyInstance, ownerToken: string): Promise<BillingCtx> {
  // Last in the plans' order: the back office's rows edit and disable the first one.
  const plan = await insertPlan(app.db, { order: 1000 })
  const free = await insertPlan(app.db, { name: 'Grátis', price: 0, isFree: true, days: 0, order: 1001 })
  const { session } = await checkoutWithCard(app, ownerToken, plan.id)
  const setup = await app.inject({
    method: 'POST',
    url: '/v1/payment_methods/setup_sessions',
    headers: bearer(ownerToken),
  })
  await payOnPage(
    app,
    setup.json<{ data: { attributes: { url: string } } }>().data.attributes.url,
    '5555555555554444',
  )
  await sandboxOf(app).deliveries.settle()
  const subs = await app.inject({ method: 'GET', url: '/v1/subscriptions', headers: bearer(ownerToken) })
  const cards = await app.inject({ method: 'GET', url: '/v1/payment_methods', headers: bearer(ownerToken) })
  return {
    planId: plan.id,
    freePlanId: free.id,
    checkoutId: session.id,
    subscriptionId: subs.json<{ data: { id: string }[] }>().data[0]!.id,
    cardId: cards.json<{ data: { id: string }[] }>().data.at(-1)!.id,
  }
}

/** In the order they run: the trial is cancelled last. */
export const billingRows: Record<string, Row> = {
  // A checkout while the owner is in a trial is refused (409); another advertiser may start one.
  'POST /v1/checkout/sessions': {
    call: (c) => ({ payload: { plan_id: c.billing.planId } }),
    expect: [401, 201, 409, 403],
  },
  'GET /v1/checkout/sessions/:id': {
    call: (c) => ({ url: `/v1/checkout/sessions/${c.billing.checkoutId}` }),
    expect: OWNED,
  },
  'GET /v1/subscriptions': { expect: USER },
  // A free plan while one is current (the other advertiser's welcome plan, the owner's trial) is refused (409).
  'POST /v1/subscriptions': {
    call: (c) => ({ payload: { plan_id: c.billing.freePlanId } }),
    expect: [401, 409, 409, 403],
  },
  'PATCH /v1/subscriptions/:id': {
    call: (c) => ({ url: `/v1/subscriptions/${c.billing.subscriptionId}`, payload: { recurring: true } }),
    expect: OWNED,
  },
  // Plan change in place: a free plan is no target (422 for the owner); another advertiser's subscription is 404.
  'GET /v1/subscriptions/:id/plan_change': {
    call: (c) => ({
      url: `/v1/subscriptions/${c.billing.subscriptionId}/plan_change?plan_id=${c.billing.freePlanId}`,
    }),
    expect: [401, 404, 422, 403],
  },
  'POST /v1/subscriptions/:id/plan_change': {
    call: (c) => ({
      url: `/v1/subscriptions/${c.billing.subscriptionId}/plan_change`,
      payload: { plan_id: c.billing.freePlanId },
    }),
    expect: [401, 404, 422, 403],
  },
  // Nothing scheduled: 404 for the owner too.
  'DELETE /v1/subscriptions/:id/plan_change': {
    call: (c) => ({ url: `/v1/subscriptions/${c.billing.subscriptionId}/plan_change` }),
    expect: [401, 404, 404, 403],
  },
  'GET /v1/plan_changes/scheduled': { expect: USER },
  // The owner's subscription is a trial: "cancel" is for an active one.
  'POST /v1/subscriptions/:id/cancel': {
    call: (c) => ({ url: `/v1/subscriptions/${c.billing.subscriptionId}/cancel` }),
    expect: [401, 404, 422, 403],
  },
  // Paying again is for a subscription whose renewal was declined: the owner's is a trial.
  'POST /v1/subscriptions/:id/pay': {
    call: (c) => ({ url: `/v1/subscriptions/${c.billing.subscriptionId}/pay` }),
    expect: [401, 404, 422, 403],
  },
  'POST /v1/subscriptions/:id/cancel_trial': {
    call: (c) => ({ url: `/v1/subscriptions/${c.billing.subscriptionId}/cancel_trial` }),
    expect: OWNED,
  },
  'GET /v1/payment_methods': { expect: USER },
  'POST /v1/payment_methods/setup_sessions': { expect: [401, 201, 201, 403] },
  'PUT /v1/payment_methods/:id/default': {
    call: (c) => ({ url: `/v1/payment_methods/${c.billing.cardId}/default` }),
    expect: OWNED,
  },
  'DELETE /v1/payment_methods/:id': {
    call: (c) => ({ url: `/v1/payment_methods/${c.billing.cardId}` }),
    expect: [401, 404, 204, 403],
  },
}
