import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm'
import { isSubscribed } from '../../../src/domain/plan-limits'
import { vehicles } from '../../db/schema'
import { checkGalleryLimit, checkVideoAllowed, effectivePlanLimits } from '../plan-limits/service'
import type { Tx } from './repository'

// What the advertiser's plan allows a vehicle (server/modules/plan-limits/ reads the plan): photos per listing
// (property_gallery_limit), a video (the plan's video option), and how many vehicles may be live or in review at
// once (properties_limit, counted for vehicles on their own).

export interface VehicleLimits {
  properties: number
  gallery: number
  video: boolean
  /** Live or in review, not archived. */
  active: number
  /** A current subscription: without one, vehicles can be saved but not sent to review. */
  subscribed: boolean
}

async function countActive(db: Tx, userId: number, except?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.userId, userId),
        inArray(vehicles.status, ['published', 'pending']),
        isNull(vehicles.deletedAt),
        except === undefined ? undefined : ne(vehicles.id, except),
      ),
    )
  return Number(row?.n ?? 0)
}

export async function vehicleLimits(db: Tx, userId: number): Promise<VehicleLimits> {
  const [limits, active] = await Promise.all([effectivePlanLimits(db, userId), countActive(db, userId)])
  return {
    properties: limits.properties,
    gallery: limits.gallery,
    video: limits.video,
    active,
    subscribed: isSubscribed(limits),
  }
}

/** Refuses a gallery past the plan's property_gallery_limit, and a video the plan does not include. */
export async function checkMedia(db: Tx, userId: number, photos: number, video: boolean): Promise<void> {
  const limits = await effectivePlanLimits(db, userId)
  checkGalleryLimit(limits, photos)
  checkVideoAllowed(limits, video)
}
