import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import type { VehicleType } from '../../domain/enums'
import type { VehicleBrand, VehicleModel } from '../../domain/vehicle'
import { api } from '../../lib/http/clients'

const CATALOGUE_STALE_MS = 60 * 60 * 1000

/** GET /api/vehicles/brands?vehicle_type=: active brands for the filters. */
export const getVehicleBrands = (vehicleType: VehicleType | undefined, signal?: AbortSignal) =>
  api
    .get<{ data: VehicleBrand[] }>('/api/vehicles/brands', { vehicle_type: vehicleType }, signal)
    .then((r) => r.data)

export const vehicleBrandsQueryOptions = (vehicleType: VehicleType | undefined) =>
  queryOptions({
    queryKey: ['vehicles', 'brands', vehicleType ?? 'all'],
    queryFn: ({ signal }) => getVehicleBrands(vehicleType, signal),
    staleTime: CATALOGUE_STALE_MS,
  })

export const useVehicleBrands = (vehicleType: VehicleType | undefined) =>
  useQuery(vehicleBrandsQueryOptions(vehicleType))

/** GET /api/vehicles/brands/:id/models: a brand's active models, for the cascading model filter. */
export const getVehicleModels = (brandId: number, signal?: AbortSignal) =>
  api
    .get<{ data: VehicleModel[] }>(`/api/vehicles/brands/${brandId}/models`, undefined, signal)
    .then((r) => r.data)

export const vehicleModelsQueryOptions = (brandId: number) =>
  queryOptions({
    queryKey: ['vehicles', 'brands', String(brandId), 'models'],
    queryFn: ({ signal }) => getVehicleModels(brandId, signal),
    staleTime: CATALOGUE_STALE_MS,
  })

export const useVehicleModels = (brandId: number | undefined) =>
  useQuery({ ...vehicleModelsQueryOptions(brandId ?? 0), enabled: brandId !== undefined })

/**
 * The models of one brand across vehicle types (the catalogue keeps a Ford for cars and another for trucks):
 * merged by name, pending until every list has come.
 */
export function useBrandModels(brandIds: number[]) {
  return useQueries({
    queries: brandIds.map((id) => vehicleModelsQueryOptions(id)),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      data: results.every((r) => r.data)
        ? results
            .flatMap((r) => r.data ?? [])
            .sort((a, b) => a.attributes.name.localeCompare(b.attributes.name, 'pt-BR'))
        : undefined,
    }),
  })
}
