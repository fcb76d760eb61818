import type { ListingKind } from '../../../src/domain/listing-lifecycle'
import type { ListingsLimits } from '../../../src/domain/listing-limits'
import { isSubscribed, type PlanLimits } from '../../../src/domain/plan-limits'
import type { Db } from '../../db/client'
import { lifecycleTables } from '../listings'
import { effectivePlanLimits } from '../plan-limits'
import { countHighlights } from './property-repository'

// What the advertiser's plan allows and what is in use, as the lists' meta and GET /v1/listings/limits show it.
// What takes a place is the lifecycle's own count (properties published; vehicles published or in review; never
// archived ones), the one its plan checks read.

/** The plan in force (a subscription, else the profile's free plan, else the defaults) and one kind's use. */
export async function kindUse(db: Db, userId: number, kind: ListingKind) {
  const [plan, active] = await Promise.all([
    effectivePlanLimits(db, userId),
    lifecycleTables[kind].countCounted(db, userId),
  ])
  return { plan, active }
}

/** A list's meta.limits: listings at once (properties_limit, each kind on its own), photos, video, and use. */
export function listLimits({ plan, active }: { plan: PlanLimits; active: number }) {
  return {
    properties: plan.properties,
    gallery: plan.gallery,
    video: plan.video,
    active,
    subscribed: isSubscribed(plan),
    missing_document: plan.missingDocument ?? null,
  }
}

/** The advertiser's plan and, for each kind, how many listings it allows at once and how many take a place. */
export async function listingsLimits(db: Db, userId: number): Promise<ListingsLimits> {
  const [property, vehicle, highlights] = await Promise.all([
    kindUse(db, userId, 'property'),
    lifecycleTables.vehicle.countCounted(db, userId),
    countHighlights(db, userId),
  ])
  const { plan } = property
  return {
    plan: {
      id: plan.planId === null ? null : String(plan.planId),
      name: plan.planName,
      source: plan.source,
    },
    subscribed: isSubscribed(plan),
    gallery: plan.gallery,
    video: plan.video,
    properties: { limit: plan.properties, active: property.active },
    vehicles: { limit: plan.properties, active: vehicle },
    highlights: { limit: plan.highlighted, active: highlights },
    missing_document: plan.missingDocument ?? null,
  }
}
