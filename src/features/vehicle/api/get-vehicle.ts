import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { Vehicle } from '../../../domain/vehicle'
import { queryKeys } from '../../../domain/query-keys'
import { api } from '../../../lib/http/clients'

export const getVehicle = (id: string, signal?: AbortSignal) =>
  api.get<{ data: Vehicle }>(`/api/vehicles/${encodeURIComponent(id)}`, undefined, signal).then((r) => r.data)

export const vehicleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.vehicles.detail(id),
    queryFn: ({ signal }) => getVehicle(id, signal),
  })

export const useVehicle = (id: string) => useSuspenseQuery(vehicleQueryOptions(id))
