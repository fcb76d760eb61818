import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Place } from '../../domain/search'
import { queryKeys } from '../../domain/query-keys'
import { api } from '../../lib/http/clients'

/** Below this many characters the autocomplete does not ask the server. */
export const PLACES_MIN_CHARS = 2

export const getPlaces = (q: string, signal?: AbortSignal) =>
  api.get<{ data: Place[] }>('/api/search/places', { q, limit: 8 }, signal).then((r) => r.data)

export const placesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.places(q),
    queryFn: ({ signal }) => getPlaces(q, signal),
    staleTime: 10 * 60 * 1000,
    // A suggestion list is not worth keeping for offline use.
    gcTime: 5 * 60 * 1000,
  })

/** Suggestions for `q`; the previous list stays while the next one loads (no flicker while typing). */
export const usePlaces = (q: string) =>
  useQuery({
    ...placesQueryOptions(q),
    enabled: q.length >= PLACES_MIN_CHARS,
    placeholderData: keepPreviousData,
  })
