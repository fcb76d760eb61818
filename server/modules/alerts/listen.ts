import type { Db } from '../../db/client'
import type { ListingEvent } from '../listings'
import { queueFollowPushes } from './follows'
import { matchListing } from './match'

/** What a listing event queues: matches against saved searches (live, drop) and pushes to followers (drop, end). */
export async function onListingEvent(db: Db, e: ListingEvent): Promise<void> {
  if (e.type === 'live') {
    await matchListing(db, { kind: e.kind, id: e.id, event: 'new' })
    return
  }
  if (e.type === 'price_drop') {
    await matchListing(db, { kind: e.kind, id: e.id, event: { drop: e.changeId, from: e.from, to: e.to } })
    await queueFollowPushes(db, {
      kind: e.kind,
      id: e.id,
      event: 'drop',
      changeId: e.changeId,
      from: e.from,
      to: e.to,
    })
    return
  }
  await queueFollowPushes(db, { kind: e.kind, id: e.id, event: e.how, at: e.at })
}
