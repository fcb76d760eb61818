import type { PropertyPage, PropertySearch } from '../../../domain/property'
import { propertyListKey } from '../../../domain/query-keys-core'
import { searchQueryOptions } from '../../../listings/api/listing-queries'
import type { MapSearch } from '../../../listings/search/map-params'

/** GET /api/properties: the page's search plus `bbox` (the map's area), `near=lat,lng` and `highlighted`. */
export type PropertyQuery = Partial<PropertySearch> & { bbox?: string; near?: string; highlighted?: boolean }

/** The search of /imoveis (filters, and the map view's own params). */
export type PropertyRouteSearch = PropertySearch & MapSearch

export const propertiesQueryOptions = searchQueryOptions<PropertyPage, PropertyQuery>(
  '/api/properties',
  propertyListKey,
)
