import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PropertyMap, PropertyMapQuery } from '../../domain/property'
import { queryKeys } from '../../domain/query-keys'
import { api } from '../../lib/http/clients'

/** The list's filters without paging, order or area: the map clusters every matching point itself. */
export type MapFilters = Omit<Partial<PropertyMapQuery>, 'bbox' | 'highlighted'>

export const getPropertyMap = (filters: MapFilters, signal?: AbortSignal) =>
  api.get<PropertyMap>('/api/properties/map', filters, signal)

export const propertyMapQueryOptions = (filters: MapFilters) =>
  queryOptions({
    queryKey: queryKeys.properties.map(filters),
    queryFn: ({ signal }) => getPropertyMap(filters, signal),
  })

export const usePropertyMap = (filters: MapFilters) => useQuery(propertyMapQueryOptions(filters))
