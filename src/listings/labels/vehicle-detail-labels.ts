import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  bodyworks,
  financingStatuses,
  steeringWheels,
  userProfiles,
  VehicleType,
  vehicleSorts,
} from '../../domain/enums'
import '../../lib/i18n/labels-catalog'

// A vehicle's labels that its card does not show (type, steering, body, financing, orders, seller types): the
// detail and list pages and the editor load them, with their texts, never the home page.

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
  maior_reducao: msg`Maior redução`,
}

/** Seller types as vehicle buyers say them (the profiles are owner, broker, business). */
export const sellerTypeLabels: Labels<typeof userProfiles> = {
  owner: msg`Particular`,
  broker: msg`Corretor`,
  business: msg`Loja`,
}
