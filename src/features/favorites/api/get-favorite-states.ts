import { queryOptions } from '@tanstack/react-query'
import { LISTING_STATES_MAX } from '../../../domain/favorite-states'
import type { ListingState } from '../../../domain/listing'
import { api } from '../../../lib/http/clients'
import type { Favorite } from '../../../listings/favorites/favorites-db'

export type { FavoriteState } from '../../../domain/favorite-states'
export type FavoriteStatus = ListingState

/**
 * GET /api/listings/states?ids=property:12,vehicle:7: each favourite's state, price and latest drop. Kept by the
 * persisted query cache, so /favoritos shows the last known states offline.
 */
export const favoriteStatesQueryOptions = (favorites: readonly Favorite[]) => {
  const ids = favorites.slice(0, LISTING_STATES_MAX).map((f) => f.key)
  return queryOptions({
    queryKey: ['favorites', 'states', ids],
    enabled: ids.length > 0,
    // Asked again each time the page opens (a favourite may have sold since); offline, the last answer shows.
    staleTime: 0,
    queryFn: ({ signal }) =>
      api
        .get<{ data: FavoriteStatus[] }>('/api/listings/states', { ids: ids.join(',') }, signal)
        .then((d): Record<string, FavoriteStatus['attributes']> =>
          Object.fromEntries(d.data.map((s) => [`${s.type}:${s.id}`, s.attributes])),
        ),
  })
}
