import type { PropertyMap, PropertyMapQuery } from '../../../domain/property'
import { queryKeys } from '../../../domain/query-keys'
import { searchQueryOptions } from '../../../listings/api/listing-queries'

/** The list's filters without paging, order or area: the map clusters every matching point itself. */
export type MapFilters = Omit<Partial<PropertyMapQuery>, 'bbox' | 'highlighted'>

export const propertyMapQueryOptions = searchQueryOptions<PropertyMap, MapFilters>(
  '/api/properties/map',
  queryKeys.properties.map,
)
