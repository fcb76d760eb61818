import type { VehicleSummary } from '../../../domain/vehicle'
import { relatedQueryOptions } from '../../../listings/api/listing-detail-queries'

const related = relatedQueryOptions<VehicleSummary>('/api/vehicles', 'vehicles')

/** GET /api/vehicles/:id/similar: same type and brand or body, a close price and year. */
export const similarVehiclesQueryOptions = (id: string) => related(id, 'similar')
