import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { fuelTypes, transmissions, vehicleConditions } from '../../domain/enums'

// The labels a vehicle's card shows; the others (its type among them) are in ./vehicle-detail-labels.

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>

export const fuelLabels: Labels<typeof fuelTypes> = {
  gasoline: msg`Gasolina`,
  ethanol: msg`Etanol`,
  flex: msg`Flex`,
  diesel: msg`Diesel`,
  gnv: msg`GNV`,
  electric: msg`Elétrico`,
  hybrid: msg`Híbrido`,
}

export const conditionLabels: Labels<typeof vehicleConditions> = {
  new: msg`Novo`,
  semi_new: msg`Seminovo`,
  used: msg`Usado`,
}

export const transmissionLabels: Labels<typeof transmissions> = {
  manual: msg`Manual`,
  automatic: msg`Automático`,
  semi_automatic: msg`Semiautomático`,
}
