import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { PaginationMeta } from '../../../domain/api'
import type { VehicleSearch, VehicleSummary } from '../../../domain/vehicle'
import { queryKeys } from '../../../domain/query-keys'
import { api } from '../../../lib/http/clients'

export interface VehiclePage {
  data: VehicleSummary[]
  meta: PaginationMeta
}

export type VehicleQuery = Partial<VehicleSearch>

export const getVehicles = (search: VehicleQuery, signal?: AbortSignal) =>
  api.get<VehiclePage>('/api/vehicles', search, signal)

export const vehiclesQueryOptions = (search: VehicleQuery) =>
  queryOptions({
    queryKey: queryKeys.vehicles.list(search),
    queryFn: ({ signal }) => getVehicles(search, signal),
  })

export const useVehicles = (search: VehicleQuery) => useSuspenseQuery(vehiclesQueryOptions(search))
