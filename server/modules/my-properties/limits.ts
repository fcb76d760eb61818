import { and, count, eq, isNull, ne } from 'drizzle-orm'
import type { ListingLimits } from '../../../src/domain/my-property'
import { isSubscribed, planLimitMsg } from '../../../src/domain/plan-limits'
import { properties } from '../../db/schema'
import { effectivePlanLimits } from '../plan-limits/service'
import type { Tx } from './repository'

export const limitMsg = { properties: planLimitMsg.properties }

type Limits = Omit<ListingLimits, 'active'>

/**
 * The plan's listing and photo limits (the subscription's plan, else the profile's free plan, else defaults), and
 * whether a subscription allows publishing at all.
 */
export async function planLimits(db: Tx, userId: number): Promise<Limits> {
  const limits = await effectivePlanLimits(db, userId)
  return { properties: limits.properties, gallery: limits.gallery, subscribed: isSubscribed(limits) }
}

/** Published listings (status 'active', not archived), optionally leaving one out (the one being edited). */
export async function countActive(db: Tx, userId: number, except?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(
      and(
        eq(properties.userId, userId),
        eq(properties.status, 'active'),
        isNull(properties.deletedAt),
        except === undefined ? undefined : ne(properties.id, except),
      ),
    )
  return Number(row?.n ?? 0)
}

export async function listingLimits(db: Tx, userId: number): Promise<ListingLimits> {
  const [limits, active] = await Promise.all([planLimits(db, userId), countActive(db, userId)])
  return { ...limits, active }
}
