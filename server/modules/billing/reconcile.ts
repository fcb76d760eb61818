// The scheduled job for webhooks that never arrived: it asks the provider (its API, authenticated by our secret key)
// for the state of every live subscription and of checkouts left open, and applies what it answers exactly as the
// webhook would have. It also ends the subscriptions no provider manages once their end date has passed, so that
// their listings are paused like those of a plan the provider ended.
import { eq } from 'drizzle-orm'
import { PaymentProviderError } from '../../adapters/payments/provider'
import { checkoutSessions } from '../../db/schema'
import {
  customerIdOf,
  expireUnmanaged,
  openCheckouts,
  subscriptionByProviderId,
  subscriptionsToReconcile,
} from './repository'
import { applySnapshot, runFollowUps, syncCards, type BillingDeps, type FollowUp } from './webhook-events'
import { syncPlan } from './plan-sync'

/** A checkout gets this long for its webhook before the job asks the provider about it. */
const CHECKOUT_GRACE_MS = 2 * 60_000

export async function reconcile(
  deps: BillingDeps,
  now = new Date(),
): Promise<{ subscriptions: number; checkouts: number }> {
  const { db } = deps
  let changed = 0
  let checkouts = 0
  const changedUsers = new Set<number>()
  const provider = deps.payments.name
  if (provider === 'off') return { subscriptions: 0, checkouts: 0 }
  const followUps: FollowUp[] = []
  for (const row of await subscriptionsToReconcile(db, provider)) {
    try {
      const readAt = new Date()
      const snap = await deps.payments.getSubscription(row.providerSubscriptionId!)
      if (row.refusedReason) {
        // Refused here, still live there: its cancel (and refund) did not go through; try again.
        if (snap.status !== 'canceled' && snap.status !== 'incomplete_expired')
          followUps.push({ kind: 'refund_duplicate', subscriptionId: snap.id })
        continue
      }
      const userId = await db.transaction(async (tx) => {
        const txDeps = { ...deps, db: tx as unknown as typeof db }
        const changed = await applySnapshot(txDeps, snap, readAt, followUps)
        return changed ?? (await syncPlan(txDeps, snap, true))
      })
      if (userId !== null) {
        changed++
        changedUsers.add(userId)
      }
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err
    }
  }
  const open = await openCheckouts(
    db,
    new Date(now.getTime() - CHECKOUT_GRACE_MS),
    new Date(now.getTime() - 7 * 86_400_000),
  )
  for (const row of open) {
    try {
      const info = await deps.payments.getCheckoutSession(row.id)
      if (info.status === 'open') continue
      // A PIX checkout completes when its code is shown, paid or not: its payment events tell the outcome.
      if (row.mode === 'payment' && info.status === 'complete') continue
      await db
        .update(checkoutSessions)
        .set({ status: info.status, providerSubscriptionId: info.subscriptionId })
        .where(eq(checkoutSessions.id, row.id))
      checkouts++
      if (info.subscriptionId && !(await subscriptionByProviderId(db, info.subscriptionId))) {
        const readAt = new Date()
        const snap = await deps.payments.getSubscription(info.subscriptionId)
        const userId = await db.transaction((tx) =>
          applySnapshot({ ...deps, db: tx as unknown as typeof db }, snap, readAt, followUps),
        )
        if (userId !== null) changedUsers.add(userId)
      }
      if (row.mode === 'setup' && info.status === 'complete') {
        const customer = await customerIdOf(db, row.userId)
        if (customer) await syncCards(deps, customer)
      }
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err
    }
  }
  await runFollowUps(deps, followUps)
  const expired = await expireUnmanaged(db, now)
  changed += expired.length
  expired.forEach((userId) => changedUsers.add(userId))
  for (const userId of changedUsers) await deps.onEntitlementChange?.(db, userId)
  return { subscriptions: changed, checkouts }
}
