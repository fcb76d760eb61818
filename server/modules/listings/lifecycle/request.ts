import type { ListingAction, ListingKind } from '../../../../src/domain/listing-lifecycle'

// Who asks for a move, and the move asked: what moveListing (./move.ts) takes and its refusals (./refusals.ts) read.

export type Actor =
  | { type: 'advertiser'; userId: number }
  | { type: 'staff'; adminId: number }
  | { type: 'billing' }
  | { type: 'system' }

export interface MoveRequest {
  kind: ListingKind
  id: number
  actor: Actor
  action: ListingAction
  /** Staff's reason (hold, keep, reject). */
  reason?: string
  /** The advertiser's note with a review request. */
  message?: string
  /** When the move happens (now unless a caller replays a known day, as the demo data does). */
  at?: Date
}
