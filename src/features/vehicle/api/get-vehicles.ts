import type { VehiclePage, VehicleSearch } from '../../../domain/vehicle'
import { queryKeys } from '../../../domain/query-keys'
import { searchQueryOptions } from '../../../listings/api/listing-queries'

export type VehicleQuery = Partial<VehicleSearch>

export const vehiclesQueryOptions = searchQueryOptions<VehiclePage, VehicleQuery>(
  '/api/vehicles',
  queryKeys.vehicles.list,
)
