// Our subscription row's plan follows the provider's: a plan changed in place (an upgrade now, a downgrade at the
// renewal) is known from the subscription's plan_id metadata, or its price.
import { and, eq, ne } from 'drizzle-orm'
import {
  PaymentProviderError,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from '../../adapters/payments/provider'
import type { Db } from '../../db/client'
import { plans, subscriptions } from '../../db/schema'

/** The plan a provider's subscription is on: its plan_id metadata, else the plan with its price. */
async function planOfSnapshot(db: Pick<Db, 'select'>, snap: SubscriptionSnapshot): Promise<number | null> {
  const fromMetadata = Number(snap.metadata.plan_id)
  if (Number.isInteger(fromMetadata) && fromMetadata > 0) {
    const [p] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, fromMetadata))
    if (p) return p.id
  }
  if (!snap.priceId) return null
  const [p] = await db.select({ id: plans.id }).from(plans).where(eq(plans.providerPriceId, snap.priceId))
  return p?.id ?? null
}

/**
 * Sets our row's plan to the one the provider's subscription is on now (asked of the provider, so that a late or
 * reordered event cannot put an older plan back); the event's own snapshot when the provider cannot be reached.
 * Answers the advertiser when the plan changed.
 */
export async function syncPlan(
  deps: { db: Db; payments: PaymentProvider },
  snap: SubscriptionSnapshot,
  current = false,
): Promise<number | null> {
  let now = snap
  if (!current) {
    try {
      now = await deps.payments.getSubscription(snap.id)
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err
    }
  }
  const planId = await planOfSnapshot(deps.db, now)
  if (planId === null) return null
  const changed = await deps.db
    .update(subscriptions)
    .set({ planId })
    .where(and(eq(subscriptions.providerSubscriptionId, snap.id), ne(subscriptions.planId, planId)))
    .returning({ userId: subscriptions.userId })
  return changed[0]?.userId ?? null
}
