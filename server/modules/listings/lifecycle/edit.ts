import { and, eq } from 'drizzle-orm'
import { publicStatus, type ListingKind } from '../../../../src/domain/listing-lifecycle'
import { listingPriceChanges, vehicles } from '../../../db/schema'
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

/** Called by the editor's save inside its transaction, after the row is written; answers the status now. */
export async function afterEdit(tx: LifecycleTx, change: EditChange): Promise<{ status: string }> {
  const { kind, id } = change
  if (change.price && change.price.from !== change.price.to)
    await tx
      .insert(listingPriceChanges)
      .values({ kind, listingId: id, field: 'price', fromPrice: change.price.from, toPrice: change.price.to })
  if (change.status !== publicStatus[kind] || !isContentChange(change.changed))
    return { status: change.status }
  const now = new Date()
  if (kind === 'property') {
    await lifecycleTables.property.write(tx, id, { contentChangedAt: now })
    return { status: change.status }
  }
  // Only if it is still live: staff may have held it meanwhile.
  const moved = await tx
    .update(vehicles)
    .set({ status: 'pending', contentChangedAt: now, updatedAt: now })
    .where(and(eq(vehicles.id, id), eq(vehicles.status, 'published')))
    .returning({ id: vehicles.id })
  return { status: moved.length ? 'pending' : change.status }
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
