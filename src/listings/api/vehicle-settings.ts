import { queryOptions, useQuery } from '@tanstack/react-query'
import type { VehicleSettings } from '../../domain/vehicle'
import { queryKeys } from '../../domain/query-keys'
import { api } from '../../lib/http/clients'

/** GET /api/vehicles/settings (the API answers data.data, kept as is for compatibility); the optional item groups are kept. */
export const getVehicleSettings = (signal?: AbortSignal) =>
  api.get<VehicleSettings>('/api/vehicles/settings', undefined, signal).then((r) => r.data.attributes)

export const vehicleSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.vehicles.settings(),
    queryFn: ({ signal }) => getVehicleSettings(signal),
    staleTime: 60 * 60 * 1000,
  })

export const useVehicleSettings = () => useQuery(vehicleSettingsQueryOptions())
