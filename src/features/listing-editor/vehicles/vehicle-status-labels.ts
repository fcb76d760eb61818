import '../../../lib/i18n/listing-catalog'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { VehicleStatus } from '../../../domain/enums'
import type { OwnerTarget } from '../../../domain/vehicle-status'

export const vehicleStatusLabels: Record<VehicleStatus, MessageDescriptor> = {
  draft: msg`Rascunho`,
  pending: msg`Em revisão`,
  published: msg`Publicado`,
  paused: msg`Pausado`,
  sold: msg`Vendido`,
  suspended: msg`Suspenso`,
  inactive: msg`Recusado`,
}

/** The buttons of the status actions the table allows. */
export const vehicleActionLabels: Record<OwnerTarget, MessageDescriptor> = {
  pending: msg`Publicar`,
  paused: msg`Pausar`,
  sold: msg`Marcar como vendido`,
}
