import type { PropertyStatus, VehicleStatus } from '../../../../src/domain/enums'
import { lifecycleMsg, type ListingKind, type Refusal } from '../../../../src/domain/listing-lifecycle'
import { msg } from '../../../../src/domain/messages'
import {
  propertyStatusMsg,
  propertyTargetAction,
  type PropertyOwnerTarget,
} from '../../../../src/domain/property-status'
import { vehicleMsg } from '../../../../src/domain/vehicle-input'
import {
  vehicleStatusMsg,
  vehicleTargetAction,
  type OwnerTarget,
} from '../../../../src/domain/vehicle-status'
import { apiError, type ApiHttpError } from '../../../http/errors'
import type { MoveRequest } from './request'
import type { LifecycleRow } from './tables'

// A refused move in the words of the one who tried it: the advertiser reads why their action cannot be done now,
// staff read what the listing already is.

export const notFoundMsg: Record<ListingKind, string> = {
  property: 'O imóvel que você está procurando não existe ou foi removido.',
  vehicle: vehicleMsg.notFound,
}

const archivedMsg = {
  property: {
    already: propertyStatusMsg.alreadyArchived,
    not: propertyStatusMsg.notArchived,
    edit: propertyStatusMsg.archived,
  },
  vehicle: {
    already: vehicleStatusMsg.alreadyArchived,
    not: vehicleStatusMsg.notArchived,
    edit: vehicleStatusMsg.archived,
  },
}

const targetOfAction = <T extends string>(table: Record<T, string>, action: string): T | undefined =>
  (Object.keys(table) as T[]).find((t) => table[t] === action)

function transitionMsg(kind: ListingKind, action: string, from: string): string {
  if (kind === 'property') {
    const to = targetOfAction<PropertyOwnerTarget>(propertyTargetAction, action)
    if (to) return propertyStatusMsg.transition(from as PropertyStatus, to)
  } else {
    const to = targetOfAction<OwnerTarget>(vehicleTargetAction, action)
    if (to) return vehicleStatusMsg.transition(from as VehicleStatus, to)
  }
  return kind === 'vehicle' && (action === 'approve' || action === 'reject')
    ? vehicleMsg.notPending
    : 'Esta ação não é possível para o anúncio agora.'
}

const stripEnd = (s: string) => s.trim().replace(/[.!;\s]+$/, '')

export function refusalError(req: MoveRequest, row: LifecycleRow, refusal: Refusal): ApiHttpError {
  const { kind, action } = req
  const staff = req.actor.type === 'staff'
  switch (refusal) {
    case 'held':
      if (staff) return apiError(409, lifecycleMsg.alreadyHeld, { code: 'already_paused' })
      return apiError(409, lifecycleMsg.held(kind, row.hold!, `${stripEnd(row.holdReason ?? '')}.`), {
        code: 'staff_hold',
        pointer: '/status',
      })
    case 'not_held':
      return apiError(409, lifecycleMsg.noHold, { code: 'no_hold' })
    case 'archived':
      if (staff) return apiError(409, lifecycleMsg.alreadyArchived, { code: 'already_archived' })
      return action === 'archive'
        ? apiError(409, archivedMsg[kind].already, { code: 'archived' })
        : apiError(409, archivedMsg[kind].edit, { code: 'archived' })
    case 'not_archived':
      return apiError(409, archivedMsg[kind].not, { code: 'not_archived' })
    case 'actor':
      return apiError(403, 'Você não tem permissão para esta ação.', { code: 'forbidden' })
    case 'status':
    case 'unknown':
      return apiError(409, transitionMsg(kind, action, row.status), {
        code: action === 'approve' || action === 'reject' ? 'not_pending' : 'invalid_transition',
        pointer: '/status',
      })
  }
}

const extra = {
  photos_required: () => apiError(422, msg.vehicleImages, { code: 'photos_required', pointer: '/photos' }),
  review_already_requested: () =>
    apiError(409, lifecycleMsg.reviewAlreadyRequested, { code: 'review_already_requested' }),
  sold_needs_sale: () =>
    apiError(422, propertyStatusMsg.soldNeedsSale, { code: 'invalid_transition', pointer: '/status' }),
  rented_needs_rent: () =>
    apiError(422, propertyStatusMsg.rentedNeedsRent, { code: 'invalid_transition', pointer: '/status' }),
}

export const extraRefusal = (code: keyof typeof extra) => extra[code]()
