import type { PropertyPage, PropertySearch } from '../../../domain/property'
import { queryKeys } from '../../../domain/query-keys'
import { searchQueryOptions } from '../../../listings/api/listing-queries'
import type { MapSearch } from '../../../listings/search/map-params'

/** GET /api/properties: the page's search plus `bbox` (the map's area), `near=lat,lng` and `highlighted`. */
export type PropertyQuery = Partial<PropertySearch> & { bbox?: string; near?: string; highlighted?: boolean }

/** The search of /imoveis (filters, and the map view's own params). */
export type PropertyRouteSearch = PropertySearch & MapSearch

/**
 * The API query of a /imoveis search: the filters as the URL has them (the server inlines the first page under
 * this same key), plus the map's area while the map is shown.
 */
export function propertyListQuery({ view, bbox, ...search }: PropertyRouteSearch): PropertyQuery {
  return view === 'map' && bbox ? { ...search, bbox } : search
}

export const propertiesQueryOptions = searchQueryOptions<PropertyPage, PropertyQuery>(
  '/api/properties',
  queryKeys.properties.list,
)
