import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { countedStatuses, listingKinds, type ListingKind } from '../../../../src/domain/listing-lifecycle'
import type { Db } from '../../../db/client'
import { properties, vehicles } from '../../../db/schema'
import { lockUser } from '../../plan-limits'
import type { SearchInvalidator } from '../../search'
import { moveEvent, type ListingEvent, type ListingEventSink } from './events'
import { moveInTx } from './move'
import { planSlots } from './slots'
import { lifecycleTables, type LifecycleTx } from './tables'

type Deps = {
  db: Db
  searchCache?: SearchInvalidator
  /** Told after the commit of each listing a plan brought back (they are live again: alerts, followers). */
  listingEvents?: ListingEventSink
}
export type ListingIds = { properties: number[]; vehicles: number[] }
const key = { property: 'properties', vehicle: 'vehicles' } as const
const tableOf = { property: properties, vehicle: vehicles } as const

/**
 * A plan that shrank or ended takes effect at once (a subscription cancelled, expired or left unpaid, or a smaller
 * plan): billing pauses the listings beyond the current plan's places, keeping the newest; or, when the advertiser
 * chose which stay on moving to a smaller plan (`keep`), only those. Without a current plan there are no places. Each
 * kind is counted apart, as publishing counts them. Runs under the advertiser's lock, so no publish can slip in
 * between the count and the pauses. Answers the listings paused.
 */
export async function pauseBeyondPlan(
  deps: Deps,
  userId: number,
  at?: Date,
  keep?: ListingIds,
): Promise<ListingIds> {
  const paused = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const out = { property: [] as number[], vehicle: [] as number[] }
    for (const kind of listingKinds) {
      const { limit } = await planSlots(tx, kind, userId)
      const counted = await lifecycleTables[kind].counted(tx, userId)
      const chosen = new Set(keep?.[key[kind]] ?? [])
      // With a choice, only the chosen stay (within the places); without one, the newest.
      const staying = keep ? counted.filter((id) => chosen.has(id)).slice(0, limit) : counted.slice(0, limit)
      const stays = new Set(staying)
      for (const id of counted.filter((id) => !stays.has(id))) {
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

const takesPlace = (kind: ListingKind, status: string | undefined) =>
  status !== undefined && (countedStatuses[kind] as readonly string[]).includes(status)

/** The listings the plan paused and nothing moved since, in the order they were paused. */
async function pausedByPlan(tx: LifecycleTx, kind: ListingKind, userId: number): Promise<number[]> {
  const t = tableOf[kind]
  const rows = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.userId, userId),
        eq(t.status, 'paused'),
        isNotNull(t.planPausedAt),
        isNull(t.deletedAt),
        isNull(t.hold),
      ),
    )
    // One pause pauses several listings at the same instant, newest first (pauseBeyondPlan's order).
    .orderBy(asc(t.planPausedAt), desc(t.createdAt), desc(t.id))
  return rows.map((r) => r.id)
}

/**
 * A plan that starts again or grows brings back the listings a plan paused (never those the advertiser or staff
 * paused or held), in the order they were paused, as far as the current plan has places for; a vehicle paused in
 * review goes back to review. Under the advertiser's lock, as every move that takes a place. Answers those resumed
 * (a listing the risk checks hold on its way back is not among them).
 */
export async function resumeWithinPlan(deps: Deps, userId: number, at?: Date): Promise<ListingIds> {
  const events: ListingEvent[] = []
  const resumed = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const out = { property: [] as number[], vehicle: [] as number[] }
    for (const kind of listingKinds) {
      let { free } = await planSlots(tx, kind, userId)
      for (const id of await pausedByPlan(tx, kind, userId)) {
        if (free === 0) break
        const moved = await moveInTx(
          tx,
          { kind, id, actor: { type: 'billing' }, action: 'plan_resume', at },
          userId,
        )
        const event = moveEvent(kind, moved.before, moved.after)
        if (event) events.push(event)
        // A listing the risk checks held waits for staff and takes no place: the next one paused gets it.
        if (!takesPlace(kind, moved.after?.status)) continue
        free--
        out[kind].push(id)
      }
    }
    return out
  })
  if (resumed.property.length || resumed.vehicle.length)
    deps.searchCache?.invalidate('listings resumed by billing')
  for (const event of events) deps.listingEvents?.emit(event)
  return { properties: resumed.property, vehicles: resumed.vehicle }
}

export interface LiveListing {
  kind: ListingKind
  id: number
  name: string
  status: string
  createdAt: Date
}

/** The advertiser's listings holding a place of the plan (live; vehicles also in review), newest first. */
export async function listingsHoldingPlaces(db: Db, userId: number): Promise<LiveListing[]> {
  const out: LiveListing[] = []
  for (const kind of listingKinds) {
    const t = tableOf[kind]
    const rows = await db
      .select({ id: t.id, name: t.name, status: t.status, createdAt: t.createdAt })
      .from(t)
      .where(
        and(
          eq(t.userId, userId),
          // Each kind's table takes its own statuses; the union of both enums is not one drizzle can check here.
          inArray(t.status, countedStatuses[kind] as never[]),
          isNull(t.deletedAt),
        ),
      )
      .orderBy(desc(t.createdAt), desc(t.id))
    out.push(...rows.map((r) => ({ kind, ...r, status: String(r.status) })))
  }
  return out
}
