import type { VehiclePage, VehicleSearch } from '../../../domain/vehicle'
import { vehicleListKey } from '../../../domain/query-keys-core'
import { searchQueryOptions } from '../../../listings/api/listing-queries'

export type VehicleQuery = Partial<VehicleSearch>

export const vehiclesQueryOptions = searchQueryOptions<VehiclePage, VehicleQuery>(
  '/api/vehicles',
  vehicleListKey,
)
