import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { VehicleType, fuelTypes, transmissions, vehicleConditions } from '../../domain/enums'

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>

export const vehicleTypeLabels: Record<VehicleType, MessageDescriptor> = {
  cars: msg`Carros`,
  motorcycles: msg`Motos`,
  trucks: msg`Caminhões`,
}

/** One vehicle's type ("Tipo: Carro"). */
export const vehicleTypeSingularLabels: Record<VehicleType, MessageDescriptor> = {
  cars: msg`Carro`,
  motorcycles: msg`Moto`,
  trucks: msg`Caminhão`,
}

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
