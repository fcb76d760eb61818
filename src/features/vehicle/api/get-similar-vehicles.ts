import { queryOptions } from '@tanstack/react-query'
import type { VehicleSummary } from '../../../domain/vehicle'
import { api } from '../../../lib/http/clients'

/** GET /api/vehicles/:id/similar: same type and brand or body, a close price and year. */
export const getSimilarVehicles = (id: string, signal?: AbortSignal) =>
  api
    .get<{ data: VehicleSummary[] }>(`/api/vehicles/${encodeURIComponent(id)}/similar`, { limit: 8 }, signal)
    .then((r) => r.data)

export const similarVehiclesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['vehicles', 'detail', id, 'similar'],
    queryFn: ({ signal }) => getSimilarVehicles(id, signal),
  })
