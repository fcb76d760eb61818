import type { ListingKind } from '../../../../src/domain/listing-lifecycle'
import { planLimitMsg, type PlanLimits } from '../../../../src/domain/plan-limits'
import { vehicleMsg } from '../../../../src/domain/vehicle-input'
import { apiError } from '../../../http/errors'
import { currentPlanLimits, publishingLimits } from '../../plan-limits'
import { lifecycleTables, type LifecycleRow, type LifecycleTx } from './tables'

// The plan's places for live listings: properties_limit for each kind, counted apart (live properties; vehicles
// live or in review). Read inside the move's transaction, under the advertiser's lock.

/** The places of the current plan for one kind, leaving out the listing being moved. */
export async function planSlots(
  tx: LifecycleTx,
  kind: ListingKind,
  userId: number,
  except?: number,
  statuses?: readonly string[],
  /** The current plan's limits when the caller has just read them. */
  known?: PlanLimits,
) {
  const [limits, used] = await Promise.all([
    known ?? currentPlanLimits(tx, userId),
    lifecycleTables[kind].countCounted(tx, userId, except, statuses),
  ])
  const limit = limits?.properties ?? 0
  return { limit, used, free: Math.max(0, limit - used) }
}

const limitMsg = { property: planLimitMsg.properties, vehicle: vehicleMsg.activeLimit }

/**
 * Refuses a move that would take one more place than the plan has (422 properties_limit), and, for the
 * advertiser's own moves, one without a current subscription (422 no_subscription). `statuses` narrows what is
 * counted: an approval counts only the live vehicles, as the one approved held its place in review already.
 */
export async function checkPlanSlot(
  tx: LifecycleTx,
  kind: ListingKind,
  row: LifecycleRow,
  pointer: string,
  { subscription = true, statuses }: { subscription?: boolean; statuses?: readonly string[] } = {},
): Promise<void> {
  const current = subscription ? await publishingLimits(tx, row.userId, pointer) : undefined
  const { limit, free } = await planSlots(tx, kind, row.userId, row.id, statuses, current)
  if (free === 0) throw apiError(422, limitMsg[kind](limit), { code: 'properties_limit', pointer })
}
