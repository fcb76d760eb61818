import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import { uploadMsg } from '../../../src/domain/upload'
import { vehicleMsg } from '../../../src/domain/vehicle-input'
import { plans, subscriptions, users, vehicles } from '../../db/schema'
import { apiError } from '../../http/errors'
import { planLimits } from '../my-properties/limits'
import type { Tx } from './repository'

// What the advertiser's plan allows a vehicle: photos per listing (property_gallery_limit) and a video (the plan's
// video option). Integration point: the plan rules are moving into one module shared by both kinds of listing
// (server/modules/plan-limits/); until then the gallery comes from the properties' plan reader and the video
// option is read here with the same plan choice (subscription active or in trial, else the profile's free plan).

export interface VehicleLimits {
  properties: number
  gallery: number
  video: boolean
  /** Live or in review, not archived. */
  active: number
}

async function planVideo(db: Tx, userId: number): Promise<boolean> {
  const [subscribed] = await db
    .select({ video: plans.video })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'trial']),
        or(isNull(subscriptions.endDate), gt(subscriptions.endDate, sql`now()`)),
      ),
    )
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.id))
    .limit(1)
  if (subscribed) return subscribed.video
  const [free] = await db
    .select({ video: plans.video })
    .from(plans)
    .innerJoin(users, eq(users.profile, plans.kind))
    .where(and(eq(users.id, userId), eq(plans.isFree, true), eq(plans.active, true)))
    .orderBy(plans.order)
    .limit(1)
  return free?.video ?? false
}

async function countActive(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.userId, userId),
        inArray(vehicles.status, ['published', 'pending']),
        isNull(vehicles.deletedAt),
      ),
    )
  return Number(row?.n ?? 0)
}

export async function vehicleLimits(db: Tx, userId: number): Promise<VehicleLimits> {
  const [limits, video, active] = await Promise.all([
    planLimits(db, userId),
    planVideo(db, userId),
    countActive(db, userId),
  ])
  return { ...limits, video, active }
}

/** Refuses a gallery past the plan's property_gallery_limit, and a video the plan does not include. */
export async function checkMedia(db: Tx, userId: number, photos: number, video: boolean): Promise<void> {
  const limits = await vehicleLimits(db, userId)
  if (photos > limits.gallery)
    throw apiError(422, uploadMsg.tooMany(limits.gallery), { code: 'too_many', pointer: '/photos' })
  if (video && !limits.video)
    throw apiError(422, vehicleMsg.videoNotInPlan, { code: 'video_not_in_plan', pointer: '/youtube_url' })
}
