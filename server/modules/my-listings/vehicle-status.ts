import {
  vehicleStatusMsg,
  vehicleStatusName,
  vehicleTargetAction,
  type OwnerTarget,
} from '../../../src/domain/vehicle-status'
import { moveListing } from '../listings'
import type { ListingWriteDeps } from './deps'

// The advertiser's status moves of a vehicle (through the listing lifecycle), archive, delete and review requests.

/** Status names and refusals in the advertiser's words (src/domain/vehicle-status.ts). */
export const statusName = vehicleStatusName
export const transitionMsg = vehicleStatusMsg.transition
export const archivedMsg = {
  already: vehicleStatusMsg.alreadyArchived,
  notArchived: vehicleStatusMsg.notArchived,
  edit: vehicleStatusMsg.archived,
} as const

const advertiser = (userId: number) => ({ type: 'advertiser' as const, userId })

/**
 * PUT /v1/vehicles/:id/status, through the listing lifecycle. Publishing sends the listing to review (pending),
 * needs at least one photo and a place in the plan; it clears the reason of an earlier refusal.
 */
export async function changeMyVehicleStatus(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  to: OwnerTarget,
): Promise<void> {
  await moveListing(deps, { kind: 'vehicle', id, actor: advertiser(userId), action: vehicleTargetAction[to] })
}

/** POST /v1/vehicles/:id/archive: out of the dashboard's list and out of search, whatever its status. */
export async function archiveMyVehicle(deps: ListingWriteDeps, userId: number, id: number): Promise<void> {
  await moveListing(deps, { kind: 'vehicle', id, actor: advertiser(userId), action: 'archive' })
}

/**
 * POST /v1/vehicles/:id/unarchive: back with its status, except a live one, which comes back paused; one in review
 * takes its place in the plan again. A staff archive is lifted by staff only.
 */
export async function unarchiveMyVehicle(deps: ListingWriteDeps, userId: number, id: number): Promise<void> {
  await moveListing(deps, { kind: 'vehicle', id, actor: advertiser(userId), action: 'unarchive' })
}

/** DELETE /v1/vehicles/:id: gone for good (photos links, optional items and views with it; leads keep their text). */
export async function deleteMyVehicle(deps: ListingWriteDeps, userId: number, id: number): Promise<void> {
  await moveListing(deps, { kind: 'vehicle', id, actor: advertiser(userId), action: 'delete' })
}

/** POST /v1/vehicles/:id/review-request: the advertiser asks staff to look again at a listing they hold. */
export async function requestVehicleReview(
  deps: ListingWriteDeps,
  userId: number,
  id: number,
  message?: string,
): Promise<void> {
  await moveListing(deps, {
    kind: 'vehicle',
    id,
    actor: advertiser(userId),
    action: 'request_review',
    message,
  })
}
