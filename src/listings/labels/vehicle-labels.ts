import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  VehicleType,
  bodyworks,
  financingStatuses,
  fuelTypes,
  steeringWheels,
  transmissions,
  userProfiles,
  vehicleConditions,
  vehicleSorts,
} from '../../domain/enums'

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

export const steeringLabels: Labels<typeof steeringWheels> = {
  manual: msg`Mecânica`,
  hydraulic: msg`Hidráulica`,
  electric: msg`Elétrica`,
  electro_hydraulic: msg`Eletro-hidráulica`,
}

export const bodyworkLabels: Labels<typeof bodyworks> = {
  hatch: msg`Hatch`,
  sedan: msg`Sedã`,
  suv: msg`SUV`,
  crossover: msg`Crossover`,
  pickup: msg`Picape`,
  station_wagon: msg`Perua`,
  coupe: msg`Cupê`,
  convertible: msg`Conversível`,
  minivan: msg`Minivan`,
  van: msg`Van`,
  roadster: msg`Roadster`,
  buggy: msg`Buggy`,
  other: msg`Outra`,
}

export const financingLabels: Labels<typeof financingStatuses> = {
  financed: msg`Financiado`,
  with_fine: msg`Com multa`,
  paid_license: msg`Licenciamento pago`,
  auction: msg`Veículo de leilão`,
}

export const vehicleSortLabels: Labels<typeof vehicleSorts> = {
  recent: msg`Mais recentes`,
  price_asc: msg`Menor preço`,
  price_desc: msg`Maior preço`,
  year_desc: msg`Mais novos`,
  mileage_asc: msg`Menor quilometragem`,
}

/** Seller types as vehicle buyers say them (the profiles are owner, broker, business). */
export const sellerTypeLabels: Labels<typeof userProfiles> = {
  owner: msg`Particular`,
  broker: msg`Corretor`,
  business: msg`Loja`,
}
