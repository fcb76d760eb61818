import type { Vehicle } from '../../../domain/vehicle'
import { queryKeys } from '../../../domain/query-keys'
import { detailQueryOptions } from '../../../listings/api/listing-detail-queries'

export const vehicleQueryOptions = detailQueryOptions<Vehicle>('/api/vehicles', queryKeys.vehicles.detail)
