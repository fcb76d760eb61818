import { useQuery } from '@tanstack/react-query'
import { vehicleTypes } from '../../../domain/enums'
import type { SavedSearchKind, SavedSearchLabels } from '../../../domain/saved-search'
import { useVehicleModels, vehicleBrandsQueryOptions } from '../../../listings/api/vehicle-catalogue'
import type { SavedSearchQuery } from '../search-query'

/**
 * What a vehicle search names by id only (its brand and model), for the automatic name: from the catalogue the
 * list page's filters already loaded (the same queries, so no request in the usual case).
 */
export function useNameLabels(kind: SavedSearchKind, query: SavedSearchQuery): SavedSearchLabels {
  const type = vehicleTypes.find((t) => t === query.vehicle_type)
  const brandId = kind === 'vehicle' && query.brand_id ? Number(query.brand_id) : undefined
  const brands = useQuery({ ...vehicleBrandsQueryOptions(type), enabled: brandId !== undefined })
  const models = useVehicleModels(query.model_id ? brandId : undefined)
  return {
    brand: brands.data?.find((b) => b.id === query.brand_id)?.attributes.name,
    model: models.data?.find((m) => m.id === query.model_id)?.attributes.name,
  }
}
