// TanStack Query keys of the public pages' data. The server inlines whatever the routes' loaders put in the cache
// (TanStack Query's dehydrate(), in <script type="application/json" id="__QUERY_STATE__">); it reads only the
// website settings' key, for the page's head. Zod-free. The keys the home page needs are in ./query-keys-core,
// which its modules import instead of this module.
import { propertyListKey, settingsKey, vehicleListKey, type Search } from './query-keys-core'

export { QUERY_STATE_ELEMENT_ID } from './query-keys-core'

export const queryKeys = {
  settings: settingsKey,
  properties: {
    list: propertyListKey,
    detail: (id: string) => ['properties', 'detail', id] as const,
    map: (filters: Search) => ['properties', 'map', filters] as const,
  },
  vehicles: {
    list: vehicleListKey,
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
