import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { properties, vehicles } from '../../db/schema'
import { currentPlanLimits } from './service'

/**
 * A plan that shrank or ended takes effect at once (a subscription cancelled, expired or left unpaid, or a smaller
 * plan): the advertiser keeps their newest live listings up to the current plan's properties_limit, and the oldest
 * beyond it are paused. Without a current subscription (active or trial, not past its end) the limit is 0: every
 * live listing is paused, as publishing needs a plan; the profile's free plan is not a fallback here, only a plan
 * the advertiser takes. Properties and vehicles are counted apart, each against the limit, as publishing counts them
 * (live properties; vehicles live or in review). Nothing is published again by itself on an upgrade: the advertiser
 * chooses what to publish. Answers the listings paused.
 */
export async function pauseBeyondLimit(
  db: Db,
  userId: number,
): Promise<{ properties: number[]; vehicles: number[] }> {
  const limit = (await currentPlanLimits(db, userId))?.properties ?? 0
  const liveProperties = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.userId, userId), eq(properties.status, 'active'), isNull(properties.deletedAt)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
  const liveVehicles = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.userId, userId),
        inArray(vehicles.status, ['published', 'pending']),
        isNull(vehicles.deletedAt),
      ),
    )
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
  const pausedProperties = liveProperties.slice(limit).map((r) => r.id)
  const pausedVehicles = liveVehicles.slice(limit).map((r) => r.id)
  if (pausedProperties.length)
    await db
      .update(properties)
      .set({ status: 'paused', updatedAt: new Date() })
      .where(inArray(properties.id, pausedProperties))
  if (pausedVehicles.length)
    await db
      .update(vehicles)
      .set({ status: 'paused', updatedAt: new Date() })
      .where(inArray(vehicles.id, pausedVehicles))
  return { properties: pausedProperties, vehicles: pausedVehicles }
}
