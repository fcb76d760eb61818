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
import { syncPlan } from './plan-sync'
import { applySnapshot, syncCards, type BillingDeps } from './webhook-events'

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
  for (const row of await subscriptionsToReconcile(db)) {
    try {
      const snap = await deps.payments.getSubscription(row.providerSubscriptionId!)
      const userId = (await applySnapshot(db, snap, now, true)) ?? (await syncPlan(deps, snap, true))
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
      await db
        .update(checkoutSessions)
        .set({ status: info.status, providerSubscriptionId: info.subscriptionId })
        .where(eq(checkoutSessions.id, row.id))
      checkouts++
      if (info.subscriptionId && !(await subscriptionByProviderId(db, info.subscriptionId))) {
        const userId = await applySnapshot(
          db,
          await deps.payments.getSubscription(info.subscriptionId),
          now,
          true,
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
  const expired = await expireUnmanaged(db, now)
  changed += expired.length
  expired.forEach((userId) => changedUsers.add(userId))
  for (const userId of changedUsers) await deps.onEntitlementChange?.(db, userId)
  return { subscriptions: changed, checkouts }
}
