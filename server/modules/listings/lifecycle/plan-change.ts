import { listingKinds } from '../../../../src/domain/listing-lifecycle'
import type { Db } from '../../../db/client'
import { lockUser } from '../../plan-limits'
import type { SearchInvalidator } from '../../search'
import { moveInTx } from './move'
import { planSlots } from './slots'
import { lifecycleTables } from './tables'

/**
 * A plan that shrank or ended takes effect at once (a subscription cancelled, expired or left unpaid, or a smaller
 * plan): billing pauses the oldest listings beyond the current plan's places, keeping the newest; without a
 * current plan there are no places. Each kind is counted apart, as publishing counts them. Runs under the
 * advertiser's lock, so no publish can slip in between the count and the pauses. Answers the listings paused.
 */
export async function pauseBeyondPlan(
  deps: { db: Db; searchCache?: SearchInvalidator },
  userId: number,
  at?: Date,
): Promise<{ properties: number[]; vehicles: number[] }> {
  const paused = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const out = { property: [] as number[], vehicle: [] as number[] }
    for (const kind of listingKinds) {
      const { limit } = await planSlots(tx, kind, userId)
      const beyond = (await lifecycleTables[kind].counted(tx, userId)).slice(limit)
      for (const id of beyond) {
        await moveInTx(tx, { kind, id, actor: { type: 'billing' }, action: 'plan_pause', at }, userId)
        out[kind].push(id)
      }
    }
    return out
  })
  if (paused.property.length || paused.vehicle.length)
    deps.searchCache?.invalidate('listings paused by billing')
  return { properties: paused.property, vehicles: paused.vehicle }
}
