import { and, eq } from 'drizzle-orm'
import { publicStatus, type ListingKind } from '../../../../src/domain/listing-lifecycle'
import { listingPriceChanges, properties, vehicles } from '../../../db/schema'
import { dropColumns } from '../price-history'
import { findRisks, reasonOf, riskHoldValues } from './risk'
import { lifecycleTables, type LifecycleTx } from './tables'

// What an advertiser's edit does to a listing's state. A price change alone keeps it live and is recorded with
// its date (price history). Any other change of a live listing's content (title, description, photos, video,
// details) sends a vehicle back to staff review, and marks a property as recently changed for staff.

/** Columns (the row's keys) that are the price, not the content. */
const priceColumns = new Set(['price', 'rentPrice', 'priceOnRequest', 'condoFee', 'iptuMonthly'])
/** Columns an edit writes that are neither content nor price. */
const bookkeeping = new Set(['status', 'updatedAt', 'createdAt', 'userId'])

export interface EditChange {
  kind: ListingKind
  id: number
  /** The status the listing had when the edit was written. */
  status: string
  /** The row's keys that changed, photos and cover as 'photos', the video as 'youtubeUrl'. */
  changed: string[]
  /** The main price before and after, when it changed. */
  price?: { from: number | null; to: number | null }
}

export const isContentChange = (changed: string[]) =>
  changed.some((c) => !priceColumns.has(c) && !bookkeeping.has(c))

export interface AfterEdit {
  /** The status now. */
  status: string
  /** The recorded price change, when the price went down (a drop the listing's listeners hear of). */
  drop?: { changeId: number; from: number; to: number }
  /** A risk check held the listing for staff: the edit asks for no other move. */
  held?: true
}

/** Called by the editor's save inside its transaction, after the row is written; answers the status now. */
export async function afterEdit(tx: LifecycleTx, change: EditChange): Promise<AfterEdit> {
  const { kind, id } = change
  let drop: AfterEdit['drop']
  if (change.price && change.price.from !== change.price.to) {
    const { from, to } = change.price
    const [recorded] = await tx
      .insert(listingPriceChanges)
      .values({ kind, listingId: id, field: 'price', fromPrice: from, toPrice: to })
      .returning({ id: listingPriceChanges.id })
    if (recorded && from !== null && to !== null && to < from) drop = { changeId: recorded.id, from, to }
    const table = kind === 'property' ? properties : vehicles
    await tx
      .update(table)
      .set(dropColumns(from, to, new Date()))
      .where(eq(table.id, id))
  }
  const now = new Date()
  if (change.status !== publicStatus[kind]) return { status: change.status, ...(drop ? { drop } : {}) }
  if (!isContentChange(change.changed)) return checkedLive(tx, change, now, drop)
  if (kind === 'property') {
    await lifecycleTables.property.write(tx, id, { contentChangedAt: now })
    return checkedLive(tx, change, now, drop)
  }
  // Only if it is still live: staff may have held it meanwhile.
  const moved = await tx
    .update(vehicles)
    .set({ status: 'pending', contentChangedAt: now, updatedAt: now })
    .where(and(eq(vehicles.id, id), eq(vehicles.status, 'published')))
    .returning({ id: vehicles.id })
  if (moved.length === 0) return { status: change.status }
  await findRisks(tx, { kind, id, userId: await ownerIn(tx, kind, id) }, now, { recordOnly: true })
  return { status: 'pending' }
}

const ownerIn = async (tx: LifecycleTx, kind: ListingKind, id: number) =>
  (await lifecycleTables[kind].lock(tx, id))!.userId

/**
 * An edit that keeps a listing live (a new price, a property's new photos) is looked at by the risk checks as a
 * publish is: a price cut far below the region's, or another advertiser's photos, hold it for staff.
 */
async function checkedLive(
  tx: LifecycleTx,
  change: EditChange,
  now: Date,
  drop: AfterEdit['drop'],
): Promise<AfterEdit> {
  const row = (await lifecycleTables[change.kind].lock(tx, change.id))!
  const findings = row.hold
    ? []
    : await findRisks(tx, { kind: change.kind, id: row.id, userId: row.userId }, now)
  if (findings.length === 0) return { status: change.status, ...(drop ? { drop } : {}) }
  const held = riskHoldValues(row, change.kind, reasonOf(findings), row.status, now)
  await lifecycleTables[change.kind].write(tx, change.id, { ...held, updatedAt: now })
  return { status: held.status, held: true }
}

const same = (a: unknown, b: unknown) =>
  a === b ||
  (a instanceof Date && b instanceof Date
    ? a.getTime() === b.getTime()
    : JSON.stringify(a) === JSON.stringify(b))

/** The keys of `next` whose values differ from `current` (what an edit changed). */
export function changedColumns(current: Record<string, unknown>, next: Record<string, unknown>): string[] {
  return Object.keys(next).filter((k) => k in current && !same(current[k], next[k]))
}
