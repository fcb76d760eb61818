import { publicStatus, type ListingKind } from '../../../../src/domain/listing-lifecycle'
import type { LifecycleRow } from './tables'

// What the lifecycle tells others after a change is committed: a listing went live, dropped its price while live,
// or ended (sold, rented, removed). Saved-search alerts and followed favourites listen (the alerts module); the
// lifecycle only says what happened, never waits for the listeners.

export type ListingEvent =
  | { type: 'live'; kind: ListingKind; id: number }
  | { type: 'price_drop'; kind: ListingKind; id: number; changeId: number; from: number; to: number }
  | { type: 'ended'; kind: ListingKind; id: number; how: 'sold' | 'rented' | 'removed'; at: Date }

export interface ListingEventSink {
  /** Called after the commit; must not throw (a listener's trouble is never the writer's). */
  emit(event: ListingEvent): void
}

const isPublic = (kind: ListingKind, r: LifecycleRow | null) =>
  r !== null && r.status === publicStatus[kind] && r.deletedAt === null

/**
 * The event a move makes, if any: going live, or leaving the public as sold, rented or removed. Removed: deleted,
 * archived (by its advertiser or staff) or held by staff; an advertiser's own pause says nothing to followers (it
 * may be back tomorrow), a hold is staff taking it off the site.
 */
export function moveEvent(
  kind: ListingKind,
  before: LifecycleRow,
  after: LifecycleRow | null,
): ListingEvent | null {
  const id = before.id
  if (!isPublic(kind, before) && isPublic(kind, after)) return { type: 'live', kind, id }
  if (!isPublic(kind, before) || isPublic(kind, after)) return null
  const at = new Date()
  if (after === null || after.deletedAt !== null || after.hold !== null)
    return { type: 'ended', kind, id, how: 'removed', at }
  if (after.status === 'sold' || after.status === 'rented')
    return { type: 'ended', kind, id, how: after.status, at }
  return null
}
