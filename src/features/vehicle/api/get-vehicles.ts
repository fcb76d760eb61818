import type { PaginationMeta } from '../../../domain/api'
import type { VehicleSearch, VehicleSummary } from '../../../domain/vehicle'
import { queryKeys } from '../../../domain/query-keys'
import { searchQueryOptions } from '../../../listings/api/listing-queries'

export interface VehiclePage {
  data: VehicleSummary[]
  meta: PaginationMeta
}

export type VehicleQuery = Partial<VehicleSearch>

export const vehiclesQueryOptions = searchQueryOptions<VehiclePage, VehicleQuery>(
  '/api/vehicles',
  queryKeys.vehicles.list,
)
