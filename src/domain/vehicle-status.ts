import { vehicleStatuses, type VehicleStatus } from './enums'
import { byStatus, refusalOf, unarchivedStatusOf, type ListingAction } from './listing-lifecycle'

// The advertiser's and staff's status actions on a vehicle, read from the one lifecycle table
// (./listing-lifecycle.ts). "Publish" always sends the listing to staff review (pending); staff approve it
// (published) or refuse it with a reason (inactive). 'suspended' is a staff hold: only staff lift it.

/** The advertiser's status actions, by the status they lead to. */
export const ownerTargets = ['pending', 'paused', 'sold'] as const
export type OwnerTarget = (typeof ownerTargets)[number]

/** The lifecycle action that leads to each target. */
export const vehicleTargetAction = {
  pending: 'publish',
  paused: 'pause',
  sold: 'sold',
} as const satisfies Record<OwnerTarget, ListingAction>

const free = (status: VehicleStatus) => ({ status, archived: false, hold: null })

export const ownerTransitions: Record<VehicleStatus, readonly OwnerTarget[]> = byStatus(
  vehicleStatuses,
  (from) =>
    ownerTargets.filter(
      (to) => refusalOf('vehicle', vehicleTargetAction[to], 'advertiser', free(from)) === null,
    ),
)

export const staffTransitions: Record<VehicleStatus, readonly VehicleStatus[]> = byStatus(
  vehicleStatuses,
  (from) =>
    (['published', 'inactive'] as const).filter(
      (to) => refusalOf('vehicle', to === 'published' ? 'approve' : 'reject', 'staff', free(from)) === null,
    ),
)

export const canOwnerMove = (from: VehicleStatus, to: OwnerTarget): boolean =>
  ownerTransitions[from].includes(to)

/** What an unarchived listing becomes. */
export const unarchivedStatus = (status: VehicleStatus): VehicleStatus =>
  unarchivedStatusOf('vehicle', status)

/** Status names in the advertiser's words, for the refusals below. */
export const vehicleStatusName: Record<VehicleStatus, string> = {
  draft: 'rascunho',
  pending: 'em revisão',
  published: 'publicado',
  paused: 'pausado',
  sold: 'vendido',
  suspended: 'suspenso',
  inactive: 'recusado',
}
const actionName: Record<OwnerTarget, string> = {
  pending: 'publicar',
  paused: 'pausar',
  sold: 'marcar como vendido',
}

export const vehicleStatusMsg = {
  /** 409 for a change the table refuses. */
  transition: (from: VehicleStatus, to: OwnerTarget) =>
    `Não é possível ${actionName[to]} um veículo ${vehicleStatusName[from]}.`,
  alreadyArchived: 'Este veículo já está arquivado.',
  notArchived: 'Este veículo não está arquivado.',
  archived: 'Desarquive o veículo para alterá-lo.',
} as const
