// The advertiser's billing: plans, checkout, subscriptions and cards. Every write to a subscription goes through
// the provider, and our row changes when its webhook arrives (webhook-events.ts); a subscription granted outside
// the provider (by staff, or the demo data) has no provider id and is changed here directly.
import { and, eq } from 'drizzle-orm'
import { billingMsg } from '../../../src/domain/billing'
import { PaymentsUnavailableError } from '../../adapters/payments/off'
import { PaymentProviderError } from '../../adapters/payments/provider'
import type { Db } from '../../db/client'
import { billingCustomers, checkoutSessions, paymentMethods, subscriptions } from '../../db/schema'
import { apiError } from '../../http/errors'
import {
  activePlan,
  cardOf,
  checkoutOf,
  customerIdOf,
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
import { liveProviderSubscriptions, liveSubscriptionsOf, trialAlreadyGiven } from './webhook-events'

const notFound = (detail: string) => apiError(404, detail, { code: 'not_found' })

/** A call to the provider: 503 when payments are off, 502 with the action's own text when the provider fails. */
async function viaProvider<T>(failure: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof PaymentsUnavailableError)
      throw apiError(503, billingMsg.paymentsOff, { code: 'payments_off' })
    if (err instanceof PaymentProviderError) throw apiError(502, failure, { code: 'payment_provider' })
    throw err
  }
}

/**
 * Runs work with the advertiser's customer at the provider; a customer deleted there (its dashboard, a support
 * agent) is forgotten and a new one made, once.
 */
async function withCustomer<T>(deps: BillingDeps, userId: number, work: (customerId: string) => Promise<T>) {
  try {
    return await work(await customerFor(deps, userId))
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.code !== 'resource_missing') throw err
    await deps.db.delete(billingCustomers).where(eq(billingCustomers.userId, userId))
    return work(await customerFor(deps, userId))
  }
}

/** How long an answer waits for the provider's webhook to confirm a change before it says it is on its way. */
const CONFIRM_WAIT_MS = 5_000

export async function customerFor(deps: BillingDeps, userId: number): Promise<string> {
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
  // A free plan does not stand in the way: the paid subscription replaces it once the provider confirms it. (The
  // provider's webhook checks again, under the advertiser's lock: sessions opened together may all be paid.)
  const paid = (await liveSubscriptionsOf(db, userId)).filter((s) => !s.free)
  if (paid.some((s) => s.status === 'inactive')) throw apiError(409, billingMsg.unpaidBlocks)
  if (paid.length > 0) throw apiError(409, billingMsg.alreadySubscribed)
  const trialDays = plan.days > 0 && !(await trialAlreadyGiven(db, userId)) ? plan.days : 0
  return viaProvider(billingMsg.checkoutStart, async () => {
    const session = await withCustomer(deps, userId, (customerId) =>
      deps.payments.createSubscriptionCheckout({
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
      }),
    )
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
  })
}

export async function startCardSetup(deps: BillingDeps, userId: number) {
  return viaProvider(billingMsg.cardAdd, async () => {
    const session = await withCustomer(deps, userId, (customerId) =>
      deps.payments.createCardSetup({
        customerId,
        userId,
        successPath: '/dashboard/settings/payment_methods?setup=success&session_id={CHECKOUT_SESSION_ID}',
        cancelPath: '/dashboard/settings/payment_methods?setup=cancel',
      }),
    )
    await deps.db.insert(checkoutSessions).values({ id: session.id, userId, mode: 'setup' })
    return { id: session.id, url: session.url }
  })
}

export async function checkoutStatus(db: Db, userId: number, id: string) {
  const row = await checkoutOf(db, userId, id)
  if (!row) throw notFound('Pagamento não encontrado.')
  const subscription = row.providerSubscriptionId
    ? await subscriptionByProviderId(db, row.providerSubscriptionId)
    : row.subscriptionId !== null
      ? await subscriptionOf(db, userId, row.subscriptionId)
      : null
  return { row, subscription: subscription?.userId === userId ? subscription : null }
}

/** The current subscription (trial, active, unpaid or awaiting payment) and every one before it. */
export async function mySubscriptions(db: Db, userId: number) {
  const all = await subscriptionsOf(db, userId)
  const current = all.find((s) => ['trial', 'active', 'inactive', 'pending'].includes(s.status)) ?? null
  return { all, current }
}

type Change = 'cancel' | 'cancel_trial' | 'pay' | { recurring: boolean }

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
        : change === 'pay'
          ? billingMsg.payNow
          : billingMsg.autoRenew
  // A subscription whose renewal was declined may be cancelled too: the advertiser pays or leaves.
  if (change === 'cancel' && row.status !== 'active' && row.status !== 'inactive')
    throw apiError(422, billingMsg.notActive)
  if (change === 'pay' && (row.status !== 'inactive' || !row.providerSubscriptionId))
    throw apiError(422, billingMsg.notUnpaid)
  if (change === 'cancel_trial' && row.status !== 'trial') throw apiError(422, billingMsg.notTrial)
  if (typeof change === 'object' && row.status !== 'active' && row.status !== 'trial')
    throw apiError(422, billingMsg.notActive)
  // A period paid by PIX is never renewed by itself: the next one is paid by PIX, or a card subscription follows.
  if (typeof change === 'object' && change.recurring && row.paymentMethod === 'pix')
    throw apiError(422, billingMsg.pixNoAutoRenew)
  const ended = (r: SubscriptionRow) => r.status === 'canceled' || r.status === 'expired'
  // Cancelling a subscription with a period ends it at the period's end (the listings stay live for the time paid
  // for); a free plan without an end ends now, and so does one whose renewal was declined (nothing more is paid).
  const cancelsNow = change === 'cancel' && row.status === 'inactive'
  const done = (r: SubscriptionRow) =>
    typeof change === 'object'
      ? r.recurring === change.recurring
      : change === 'pay'
        ? r.status === 'active'
        : change === 'cancel' && !cancelsNow
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
  const providerId = row.providerSubscriptionId
  // A smaller plan scheduled for the period's end is given up with the renewal.
  if (change === 'cancel' || (typeof change === 'object' && !change.recurring))
    await viaProvider(failure, () => dropPlanChange(deps, userId, row.id))
  await viaProvider(failure, () =>
    typeof change === 'object'
      ? deps.payments.setAutoRenew(providerId, change.recurring)
      : change === 'pay'
        ? deps.payments.payOpenInvoice(providerId)
        : change === 'cancel' && !cancelsNow
          ? deps.payments.setAutoRenew(providerId, false)
          : deps.payments.cancelSubscription(providerId),
  )
  const until = Date.now() + CONFIRM_WAIT_MS
  for (;;) {
    const now = (await subscriptionOf(db, userId, id))!
    if (done(now)) {
      // The webhook commits the subscription's new state before it pauses or brings back listings: applied here as
      // well (it is idempotent and serialized per advertiser), the answer arrives with the listings already moved.
      if (typeof change !== 'object') await deps.onEntitlementChange?.(db, userId)
      return { row: now, confirmed: true }
    }
    if (Date.now() > until) return { row: now, confirmed: false }
    await new Promise((r) => setTimeout(r, 50))
  }
}

export async function removeCard(deps: BillingDeps, userId: number, id: number) {
  const card = await cardOf(deps.db, userId, id)
  if (!card) throw notFound('Cartão não encontrado.')
  const providerId = card.providerPaymentMethodId
  if (providerId) await viaProvider(billingMsg.cardRemove, () => deps.payments.detachCard(providerId))
  await deps.db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
}

export async function setDefaultCard(deps: BillingDeps, userId: number, id: number) {
  const card = await cardOf(deps.db, userId, id)
  if (!card) throw notFound('Cartão não encontrado.')
  const providerId = card.providerPaymentMethodId
  const customerId = await customerIdOf(deps.db, userId)
  if (providerId && customerId) {
    // The subscriptions' own cards change with the customer's: the card marked principal is the one charged.
    const subscriptionIds = await liveProviderSubscriptions(deps.db, userId)
    await viaProvider(billingMsg.cardDefault, () =>
      deps.payments.setDefaultCard(customerId, providerId, subscriptionIds),
    )
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId))
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id))
  })
  return (await cardOf(deps.db, userId, id))!
}
