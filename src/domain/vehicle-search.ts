import {
  fuelTypes,
  transmissions,
  userProfiles,
  vehicleConditions,
  vehicleSorts,
  vehicleTypes,
} from './enums-core'
import { count, oneOf, text } from './search-fields'

/** The colours the filter offers (vehicles store the colour as written; compared without case). */
export const vehicleColours = [
  'Branco',
  'Preto',
  'Prata',
  'Cinza',
  'Vermelho',
  'Azul',
  'Verde',
  'Amarelo',
  'Marrom',
  'Bege',
  'Dourado',
  'Laranja',
  'Vinho',
] as const

/** The filters of /veiculos and GET /api/vehicles, besides paging (see search-fields.ts). */
export const vehicleSearchFields = {
  q: text(120),
  vehicle_type: oneOf(vehicleTypes),
  brand_id: count,
  model_id: count,
  year_min: count,
  year_max: count,
  price_min: count,
  price_max: count,
  mileage_max: count,
  city: text(60, false),
  seller_type: oneOf(userProfiles),
  condition: oneOf(vehicleConditions),
  transmission: oneOf(transmissions),
  fuel_type: oneOf(fuelTypes),
  color: oneOf(vehicleColours),
  /** Only vehicles whose seller takes another vehicle as part of the payment. */
  accepts_exchange: oneOf(['true']),
  sort: oneOf(vehicleSorts),
}
