import { userProfiles, vehicleConditions, vehicleSorts, vehicleTypes } from './enums'
import { count, oneOf, text } from './search-fields'

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
  sort: oneOf(vehicleSorts),
}
