// TanStack Query keys of the public pages' data. The server inlines whatever the routes' loaders put in the cache
// (TanStack Query's dehydrate(), in <script type="application/json" id="__QUERY_STATE__">); it reads only the
// website settings' key, for the page's head. Zod-free (the home route loads it).

/** A list query as the web app keys it: the parsed search (defaults included); undefined values do not count. */
type Search = Readonly<Record<string, unknown>>

export const queryKeys = {
  settings: () => ['settings'] as const,
  properties: {
    list: (search: Search) => ['properties', 'list', search] as const,
    detail: (id: string) => ['properties', 'detail', id] as const,
    map: (filters: Search) => ['properties', 'map', filters] as const,
  },
  vehicles: {
    list: (search: Search) => ['vehicles', 'list', search] as const,
    detail: (id: string) => ['vehicles', 'detail', id] as const,
    settings: () => ['vehicles', 'settings'] as const,
  },
  advertisers: {
    profile: (id: string) => ['advertisers', id, 'profile'] as const,
    properties: (id: string, page: number) => ['advertisers', id, 'properties', page] as const,
    vehicles: (id: string, page: number) => ['advertisers', id, 'vehicles', page] as const,
  },
  places: (q: string) => ['search', 'places', q.toLowerCase()] as const,
}

/** The id of the inlined state's script element. */
export const QUERY_STATE_ELEMENT_ID = '__QUERY_STATE__'
