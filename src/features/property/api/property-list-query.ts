import type { PropertyQuery, PropertyRouteSearch } from './get-properties'

// The /imoveis page's query (its route's loader and page load it; the home page's shelves need only
// ./get-properties).

/**
 * The API query of a /imoveis search: the filters as the URL has them (the server inlines the first page under
 * this same key), plus the map's area while the map is shown.
 */
export function propertyListQuery({ view, bbox, ...search }: PropertyRouteSearch): PropertyQuery {
  return view === 'map' && bbox ? { ...search, bbox } : search
}
