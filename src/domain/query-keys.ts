// TanStack Query keys of the public pages, shared by the web app and the server, which inlines each page's first
// data under these keys (the dehydrated state in <script type="application/json" id="__QUERY_STATE__">). A key
// here must stay identical to the queryOptions that read it, or the inlined data goes unused: change both together.
// Zod-free (the home route loads it).

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

/** Per page of an advertiser's listings on /anunciante/{type}/{id}. */
export const ADVERTISER_LISTINGS_PER_PAGE = 12

/** The home page's shelves (src/routes/_default/index.tsx): the search each one lists. */
export const homeShelves = {
  featured: { highlighted: true, per_page: 8 },
  houses: { category: 'house', per_page: 8 },
  apartments: { category: 'apartment', per_page: 8 },
  vehicles: { per_page: 8 },
} as const

/** The id of the inlined state's script element. */
export const QUERY_STATE_ELEMENT_ID = '__QUERY_STATE__'

/**
 * The images a page paints first, as the web app's <img> shows them: the server preloads the same srcset and sizes
 * (a preload that differs is a second download, not a head start). The detail gallery's first slide, and a card.
 */
export const firstPaintImages = {
  gallery: {
    sizes: '(min-width: 75rem) 51rem, (min-width: 64rem) calc(100vw - 26rem), 100vw',
    widths: [320, 640, 1280],
  },
  card: {
    sizes: '(min-width: 75rem) 18rem, (min-width: 52rem) 33vw, (min-width: 36rem) 50vw, 100vw',
    widths: [320, 640],
  },
} as const
