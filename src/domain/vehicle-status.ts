import type { VehicleStatus } from './enums'

// Who may move a vehicle from one status to another. The server checks every change against these tables and
// the dashboard offers only the actions they allow (docs/server.md lists them too).
//
// The advertiser: "publish" always sends the listing to staff review (pending), from a draft, a paused or
// sold listing, or one staff refused (inactive, with a reason). Only a live listing can be paused; a live or
// paused one can be marked sold. Nothing leaves pending or suspended by the advertiser's hand.
// Staff: approve (pending → published) or refuse with a reason (pending → inactive).
// Archive and unarchive are not statuses (deleted_at): any listing can be archived; an unarchived one comes
// back with its status, except a live one, which comes back paused (publishing again goes through review).

/** The advertiser's status actions, by the status they lead to. */
export const ownerTargets = ['pending', 'paused', 'sold'] as const
export type OwnerTarget = (typeof ownerTargets)[number]

export const ownerTransitions: Record<VehicleStatus, readonly OwnerTarget[]> = {
  draft: ['pending'],
  pending: [],
  published: ['paused', 'sold'],
  paused: ['pending', 'sold'],
  sold: ['pending'],
  suspended: [],
  inactive: ['pending'],
}

export const staffTransitions: Record<VehicleStatus, readonly VehicleStatus[]> = {
  draft: [],
  pending: ['published', 'inactive'],
  published: [],
  paused: [],
  sold: [],
  suspended: [],
  inactive: [],
}

export const canOwnerMove = (from: VehicleStatus, to: OwnerTarget): boolean =>
  ownerTransitions[from].includes(to)

/** What an unarchived listing becomes. */
export const unarchivedStatus = (status: VehicleStatus): VehicleStatus =>
  status === 'published' ? 'paused' : status
