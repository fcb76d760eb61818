// Free plans are subscriptions like any other, without the payment provider: taken at once, active, with no end
// date and no renewal. An advertiser gets their profile's free plan when they choose their profile (the welcome
// plan), and may take a free plan from its page when they have no current subscription; a paid subscription that
// starts ends it (webhook-events.ts). Publishing needs a current subscription (plan-limits).
import { billingMsg } from '../../../src/domain/billing'
import type { Db } from '../../db/client'
import { subscriptions } from '../../db/schema'
import { apiError } from '../../http/errors'
import { freePlanLimits, lockUser } from '../plan-limits'
import { activePlan, isFreePlan, subscriptionOf, userOf, type SubscriptionRow } from './repository'
import { liveSubscriptionsOf } from './webhook-events'

type Tx = Pick<Db, 'select' | 'insert' | 'execute'>

async function insertFree(tx: Tx, userId: number, planId: number): Promise<number> {
  const [row] = await tx
    .insert(subscriptions)
    .values({ userId, planId, status: 'active', startDate: new Date(), endDate: null, recurring: false })
    .returning({ id: subscriptions.id })
  return row!.id
}

/**
 * POST /v1/subscriptions: the advertiser takes a free plan of their profile. 409 while they have a current
 * subscription (they cancel it first, as a paid checkout asks); 422 for a paid plan (that is the checkout's).
 */
export async function startFreePlan(db: Db, userId: number, planId: number): Promise<SubscriptionRow> {
  const [plan, user] = await Promise.all([activePlan(db, planId), userOf(db, userId)])
  if (!plan || !user) throw apiError(404, billingMsg.planNotFound, { code: 'not_found' })
  if (plan.kind !== user.profile) throw apiError(422, billingMsg.planNotForProfile, { pointer: '/plan_id' })
  if (!isFreePlan(plan)) throw apiError(422, billingMsg.planNotFree, { pointer: '/plan_id' })
  const id = await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    if ((await liveSubscriptionsOf(tx, userId)).length > 0) throw apiError(409, billingMsg.alreadySubscribed)
    return insertFree(tx, userId, plan.id)
  })
  return (await subscriptionOf(db, userId, id))!
}

/**
 * The welcome plan: when an advertiser chooses their profile, an active subscription to the profile's active free
 * plan (the lowest `order`), if the plans have one and the advertiser has no current subscription. Answers the
 * subscription's id, or null when none was made.
 */
export async function grantWelcomePlan(db: Db, userId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const free = await freePlanLimits(tx, userId)
    if (free?.planId == null) return null
    if ((await liveSubscriptionsOf(tx, userId)).length > 0) return null
    return insertFree(tx, userId, free.planId)
  })
}
