// What a verified provider event changes, each event at most once (its id is kept in payment_events, in the same
// transaction as the change: a failed change leaves the event unrecorded, so the provider's retry applies it).
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import type { BillingEvent, PaymentProvider, SubscriptionSnapshot } from '../../adapters/payments/provider'
import type { Db } from '../../db/client'
import { checkoutSessions, paymentEvents, paymentMethods, plans, subscriptions } from '../../db/schema'
import { endFreeSubscriptions, freePlanSql, subscriptionByProviderId, userOfCustomer } from './repository'
import { syncPlan } from './plan-sync'
import { fieldsOf } from './subscription-state'

export interface BillingDeps {
  db: Db
  payments: PaymentProvider
  /** Called after a subscription's status changed (plan limits take effect at once). */
  onEntitlementChange?: (db: Db, userId: number) => Promise<void>
}

export type EventOutcome = 'processed' | 'duplicate'

export async function handleEvent(deps: BillingDeps, event: BillingEvent): Promise<EventOutcome> {
  const changedUsers: number[] = []
  const outcome = await deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    if (inserted.length === 0) return 'duplicate' as const
    const userId = await apply({ ...deps, db: tx as unknown as Db }, event)
    if (userId !== null) changedUsers.push(userId)
    return 'processed' as const
  })
  for (const userId of changedUsers) await deps.onEntitlementChange?.(deps.db, userId)
  return outcome
}

/** Applies one event; answers the advertiser whose subscription changed, if one did. */
async function apply(deps: BillingDeps, event: BillingEvent): Promise<number | null> {
  const { db } = deps
  switch (event.kind) {
    case 'checkout.completed':
      await db
        .update(checkoutSessions)
        .set({ status: 'complete', providerSubscriptionId: event.subscriptionId })
        .where(eq(checkoutSessions.id, event.sessionId))
      if (event.mode === 'setup' && event.customerId) await syncCards(deps, event.customerId)
      return null
    case 'checkout.expired':
      await db
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, event.sessionId), eq(checkoutSessions.status, 'open')))
      return null
    case 'subscription': {
      const changed = await applySnapshot(db, event.subscription, event.created)
      // The plan as the provider has it now (a plan change in place), whatever order its events came in.
      const planChanged = await syncPlan(deps, event.subscription)
      return changed ?? planChanged
    }
    case 'invoice':
      return applyInvoice(db, event)
    case 'cards':
      await syncCards(deps, event.customerId)
      return null
    case 'ignored':
      return null
  }
}

/**
 * The provider's snapshot of a subscription, made at `at`: created on first sight (for the advertiser who is the
 * provider's customer, and the plan the checkout was for), updated after; an older snapshot arriving late is ignored.
 */
export async function applySnapshot(
  db: Db,
  snap: SubscriptionSnapshot,
  at: Date,
  /** The provider's current state, read just now (reconciliation): it wins over any event already applied. */
  current = false,
): Promise<number | null> {
  const existing = await subscriptionByProviderId(db, snap.id)
  const fields = fieldsOf(snap)
  if (existing) {
    const last = existing.providerUpdatedAt
    if (!current && last && last > at) return null
    await db
      .update(subscriptions)
      .set({ ...fields, providerUpdatedAt: last && last > at ? last : at })
      .where(eq(subscriptions.id, existing.id))
    if (isEntitled(fields.status)) await endFreeSubscriptions(db, existing.userId)
    return existing.status !== fields.status ? existing.userId : null
  }
  const userId = await userOfCustomer(db, snap.customerId)
  if (userId === null) return null
  const fromCheckout = (
    await db
      .select({ planId: checkoutSessions.planId })
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.providerSubscriptionId, snap.id), eq(checkoutSessions.userId, userId)))
  )[0]?.planId
  const planId = fromCheckout ?? (Number(snap.metadata.plan_id) || null)
  if (!planId) return null
  await db
    .insert(subscriptions)
    .values({ userId, planId, providerSubscriptionId: snap.id, providerUpdatedAt: at, ...fields })
    .onConflictDoNothing()
  // A paid plan that starts replaces a free one (an upgrade): one current subscription at a time.
  if (isEntitled(fields.status)) await endFreeSubscriptions(db, userId)
  return userId
}

async function applyInvoice(
  db: Db,
  event: Extract<BillingEvent, { kind: 'invoice' }>,
): Promise<number | null> {
  if (!event.subscriptionId) return null
  const row = await subscriptionByProviderId(db, event.subscriptionId)
  if (!row || (row.providerUpdatedAt && row.providerUpdatedAt > event.created)) return null
  if (event.paid) {
    // A paid renewal: a subscription left unpaid is active again until the new period's end. (A trial's R$ 0
    // invoice changes nothing: the trial ends by the subscription's own update.)
    if (row.status !== 'inactive' && row.status !== 'pending' && row.status !== 'active') return null
    await db
      .update(subscriptions)
      .set({ status: 'active', endDate: event.periodEnd ?? row.endDate, providerUpdatedAt: event.created })
      .where(eq(subscriptions.id, row.id))
    await endFreeSubscriptions(db, row.userId)
    return row.status !== 'active' ? row.userId : null
  }
  if (row.status !== 'trial' && row.status !== 'active' && row.status !== 'pending') return null
  await db
    .update(subscriptions)
    .set({ status: 'inactive', providerUpdatedAt: event.created })
    .where(eq(subscriptions.id, row.id))
  return row.userId
}

/** The advertiser's cards as the provider holds them (added through its form, removed, default changed). */
export async function syncCards(
  deps: Pick<BillingDeps, 'db' | 'payments'>,
  customerId: string,
): Promise<void> {
  const { db } = deps
  const userId = await userOfCustomer(db, customerId)
  if (userId === null) return
  const cards = await deps.payments.listCards(customerId)
  const ids = cards.map((c) => c.id)
  await db
    .delete(paymentMethods)
    .where(
      and(
        eq(paymentMethods.userId, userId),
        sql`${paymentMethods.providerPaymentMethodId} IS NOT NULL`,
        ...(ids.length ? [notInArray(paymentMethods.providerPaymentMethodId, ids)] : []),
      ),
    )
  const now = new Date()
  for (const c of cards) {
    const expired =
      c.expYear < now.getUTCFullYear() ||
      (c.expYear === now.getUTCFullYear() && c.expMonth < now.getUTCMonth() + 1)
    const values = {
      brand: c.brand,
      last4: c.last4,
      expMonth: c.expMonth,
      expYear: c.expYear,
      holderName: c.holderName || '—',
      status: expired ? ('expired' as const) : ('active' as const),
      isDefault: c.isDefault,
    }
    await db
      .insert(paymentMethods)
      .values({ userId, providerPaymentMethodId: c.id, ...values })
      .onConflictDoUpdate({ target: paymentMethods.providerPaymentMethodId, set: values })
  }
  // The provider's default card wins over a default kept only here (a card saved before the provider knew it).
  if (cards.some((c) => c.isDefault))
    await db
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.providerPaymentMethodId)))
}

/** Subscriptions the advertiser has the limits of. */
export const entitledStatuses = ['active', 'trial'] as const
const isEntitled = (status: string) => (entitledStatuses as readonly string[]).includes(status)

/**
 * The advertiser's subscriptions in an entitled status, each saying whether it is a free plan taken without the
 * provider (one a paid checkout may replace).
 */
export const liveSubscriptionsOf = (db: Pick<Db, 'select'>, userId: number) =>
  db
    .select({
      id: subscriptions.id,
      free: sql<boolean>`(${subscriptions.providerSubscriptionId} is null and ${freePlanSql})`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...entitledStatuses])))
