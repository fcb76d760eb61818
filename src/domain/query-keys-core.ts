// The query keys the app's first download needs: the website settings and the list pages' searches (the home
// page's shelves). src/domain/query-keys.ts, the one list of the public pages' keys (the server's inlined state, the
// detail pages, the map), builds on these; the entry's modules import them from here, so the other keys stay out of
// every visitor's first download. Zod-free.

/** A list query as the web app keys it: the parsed search (defaults included); undefined values do not count. */
export type Search = Readonly<Record<string, unknown>>

export const settingsKey = () => ['settings'] as const
export const propertyListKey = (search: Search) => ['properties', 'list', search] as const
export const vehicleListKey = (search: Search) => ['vehicles', 'list', search] as const

/** The id of the inlined state's script element. */
export const QUERY_STATE_ELEMENT_ID = '__QUERY_STATE__'
