// A list page's search as a saved search keeps it: the URL's params as strings (filters, text, order, map area),
// paging left out; and the way back from a saved search to its list.
import type { SavedSearchKind } from '../../domain/saved-search'

export type SavedSearchQuery = Record<string, string>

/**
 * Paging is where the visitor was, not what they look for; `view=map` is how they looked at it (the map's area, its
 * `bbox`, is kept, and opens on the map again).
 */
const notSaved = new Set(['page', 'per_page', 'view'])

export function queryOfSearch(search: Readonly<Record<string, unknown>>): SavedSearchQuery {
  const query: SavedSearchQuery = {}
  for (const [key, value] of Object.entries(search)) {
    if (notSaved.has(key) || value === undefined || value === null || value === '') continue
    query[key] = String(value)
  }
  return query
}

export const listPathOf = (kind: SavedSearchKind): '/imoveis' | '/veiculos' =>
  kind === 'property' ? '/imoveis' : '/veiculos'

/** The list page of the search, e.g. `/imoveis?category=house&listing_type=rent`. */
export function searchHref(kind: SavedSearchKind, query: SavedSearchQuery): string {
  // The list limits itself to the map's area only on the map view.
  const params = new URLSearchParams(query.bbox ? { ...query, view: 'map' } : query).toString()
  return params ? `${listPathOf(kind)}?${params}` : listPathOf(kind)
}
