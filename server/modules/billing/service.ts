// The advertiser's billing: plans, checkout, subscriptions and cards. Every write to a subscription goes through
// the provider, and our row changes when its webhook arrives (webhook-events.ts); a subscription granted outside
// the provider (by staff, or the demo data) has no provider id and is changed here directly.
import { and, eq } from 'drizzle-orm'
import { billingMsg } from '../../../src/domain/billing'
import { PaymentProviderError } from '../../adapters/payments/provider'
import type { Db } from '../../db/client'
import { checkoutSessions, paymentMethods, subscriptions } from '../../db/schema'
import { apiError } from '../../http/errors'
import {
  activePlan,
  cardOf,
  checkoutOf,
  customerIdOf,
  hadTrial,
  isFreePlan,
  saveCustomer,
  subscriptionByProviderId,
  subscriptionOf,
  subscriptionsOf,
  userOf,
  type SubscriptionRow,
} from './repository'
import { dropPlanChange } from './plan-change'
import type { BillingDeps } from './webhook-events'
import { liveSubscriptionsOf } from './webhook-events'

const notFound = (detail: string) => apiError(404, detail, { code: 'not_found' })
const providerFailed = (detail: string) => apiError(502, detail, { code: 'payment_provider' })

/** How long an answer waits for the provider's webhook to confirm a change before it says it is on its way. */
const CONFIRM_WAIT_MS = 5_000

async function customerFor(deps: BillingDeps, userId: number): Promise<string> {
  const known = await customerIdOf(deps.db, userId)
  if (known) return known
  const user = await userOf(deps.db, userId)
  if (!user) throw notFound(billingMsg.planNotFound)
  const id = await deps.payments.createCustomer({
    userId,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
  })
  await saveCustomer(deps.db, userId, id)
  return (await customerIdOf(deps.db, userId)) ?? id
}

export async function startCheckout(deps: BillingDeps, userId: number, planId: number) {
  const { db } = deps
  const [plan, user] = await Promise.all([activePlan(db, planId), userOf(db, userId)])
  if (!plan || !user) throw notFound(billingMsg.planNotFound)
  if (plan.kind !== user.profile) throw apiError(422, billingMsg.planNotForProfile, { pointer: '/plan_id' })
  if (isFreePlan(plan)) throw apiError(422, billingMsg.planFree, { pointer: '/plan_id' })
  // A free plan does not stand in the way: the paid subscription replaces it once the provider confirms it.
  if ((await liveSubscriptionsOf(db, userId)).some((s) => !s.free))
    throw apiError(409, billingMsg.alreadySubscribed)
  const trialDays = plan.days > 0 && !(await hadTrial(db, userId)) ? plan.days : 0
  try {
    const customerId = await customerFor(deps, userId)
    const session = await deps.payments.createSubscriptionCheckout({
      customerId,
      userId,
      plan: {
        id: plan.id,
        name: plan.name,
        price: plan.price,
        months: plan.durationInMonths,
        providerPriceId: plan.providerPriceId,
      },
      trialDays,
      successPath: '/payments/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancelPath: `/payments/checkout/cancel?plan_id=${plan.id}`,
    })
    await db.insert(checkoutSessions).values({
      id: session.id,
      userId,
      planId: plan.id,
      mode: 'subscription',
      trial: trialDays > 0,
    })
    return {
      id: session.id,
      url: session.url,
      mode: 'subscription' as const,
      trial: trialDays > 0,
      planId: plan.id,
    }
  } catch (err) {
    if (err instanceof PaymentProviderError) throw providerFailed(billingMsg.checkoutStart)
    throw err
  }
}

export async function startCardSetup(deps: BillingDeps, userId: number) {
  try {
    const customerId = await customerFor(deps, userId)
    const session = await deps.payments.createCardSetup({
      customerId,
      userId,
      successPath: '/dashboard/settings/payment_methods?setup=success&session_id={CHECKOUT_SESSION_ID}',
      cancelPath: '/dashboard/settings/payment_methods?setup=cancel',
    })
    await deps.db.insert(checkoutSessions).values({ id: session.id, userId, mode: 'setup' })
    return { id: session.id, url: session.url }
  } catch (err) {
    if (err instanceof PaymentProviderError) throw providerFailed(billingMsg.cardAdd)
    throw err
  }
}

export async function checkoutStatus(db: Db, userId: number, id: string) {
  const row = await checkoutOf(db, userId, id)
  if (!row) throw notFound('Pagamento não encontrado.')
  const subscription = row.providerSubscriptionId
    ? await subscriptionByProviderId(db, row.providerSubscriptionId)
    : null
  return { row, subscription: subscription?.userId === userId ? subscription : null }
}

/** The current subscription (trial, active, unpaid or awaiting payment) and every one before it. */
export async function mySubscriptions(db: Db, userId: number) {
  const all = await subscriptionsOf(db, userId)
  const current = all.find((s) => ['trial', 'active', 'inactive', 'pending'].includes(s.status)) ?? null
  return { all, current }
}

type Change = 'cancel' | 'cancel_trial' | { recurring: boolean }

/**
 * Cancel an active subscription at the end of its period (auto-renewal off), cancel a trial (nothing is charged), or switch auto-renewal. Answers the row
 * once the provider's webhook has changed it, or as it is if the webhook is slower than CONFIRM_WAIT_MS.
 */
export async function changeSubscription(
  deps: BillingDeps,
  userId: number,
  id: number,
  change: Change,
): Promise<{ row: SubscriptionRow; confirmed: boolean }> {
  const { db } = deps
  const row = await subscriptionOf(db, userId, id)
  if (!row) throw notFound('Assinatura não encontrada.')
  const failure =
    change === 'cancel'
      ? billingMsg.cancel
      : change === 'cancel_trial'
        ? billingMsg.cancelTrial
        : billingMsg.autoRenew
  if (change === 'cancel' && row.status !== 'active') throw apiError(422, billingMsg.notActive)
  if (change === 'cancel_trial' && row.status !== 'trial') throw apiError(422, billingMsg.notTrial)
  if (typeof change === 'object' && row.status !== 'active' && row.status !== 'trial')
    throw apiError(422, billingMsg.notActive)
  const ended = (r: SubscriptionRow) => r.status === 'canceled' || r.status === 'expired'
  // Cancelling a subscription with a period ends it at the period's end (the listings stay live for the time paid
  // for); a free plan without an end ends now.
  const done = (r: SubscriptionRow) =>
    typeof change === 'object'
      ? r.recurring === change.recurring
      : change === 'cancel'
        ? ended(r) || (!r.recurring && r.endDate !== null)
        : ended(r)
  if (done(row)) return { row, confirmed: true }

  if (!row.providerSubscriptionId && change === 'cancel' && row.endDate) {
    await db
      .update(subscriptions)
      .set({ recurring: false })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.userId, userId)))
    return { row: (await subscriptionOf(db, userId, id))!, confirmed: true }
  }
  if (!row.providerSubscriptionId) {
    await db
      .update(subscriptions)
      .set(
        typeof change === 'object'
          ? { recurring: change.recurring }
          : { status: 'canceled', recurring: false, endDate: new Date() },
      )
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.userId, userId)))
    if (typeof change !== 'object') await deps.onEntitlementChange?.(db, userId)
    return { row: (await subscriptionOf(db, userId, id))!, confirmed: true }
  }
  try {
    // A smaller plan scheduled for the period's end is given up with the renewal.
    if (change === 'cancel' || (typeof change === 'object' && !change.recurring))
      await dropPlanChange(deps, userId, row.id)
    if (change === 'cancel') await deps.payments.setAutoRenew(row.providerSubscriptionId, false)
    else if (typeof change === 'object')
      await deps.payments.setAutoRenew(row.providerSubscriptionId, change.recurring)
    else await deps.payments.cancelSubscription(row.providerSubscriptionId)
  } catch (err) {
    if (err instanceof PaymentProviderError) throw providerFailed(failure)
    throw err
  }
  const until = Date.now() + CONFIRM_WAIT_MS
  for (;;) {
    const now = (await subscriptionOf(db, userId, id))!
    if (done(now) || Date.now() > until) return { row: now, confirmed: done(now) }
    await new Promise((r) => setTimeout(r, 50))
  }
}

export async function removeCard(deps: BillingDeps, userId: number, id: number) {
  const card = await cardOf(deps.db, userId, id)
  if (!card) throw notFound('Cartão não encontrado.')
  if (card.providerPaymentMethodId) {
    try {
      await deps.payments.detachCard(card.providerPaymentMethodId)
    } catch (err) {
      if (err instanceof PaymentProviderError) throw providerFailed(billingMsg.cardRemove)
      throw err
    }
  }
  await deps.db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
}

export async function setDefaultCard(deps: BillingDeps, userId: number, id: number) {
  const card = await cardOf(deps.db, userId, id)
  if (!card) throw notFound('Cartão não encontrado.')
  if (card.providerPaymentMethodId) {
    const customerId = await customerIdOf(deps.db, userId)
    try {
      if (customerId) await deps.payments.setDefaultCard(customerId, card.providerPaymentMethodId)
    } catch (err) {
      if (err instanceof PaymentProviderError) throw providerFailed(billingMsg.cardDefault)
      throw err
    }
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId))
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id))
  })
  return (await cardOf(deps.db, userId, id))!
}
