import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from '../../domain/query-keys'
import { ADVERTISER_LISTINGS_PER_PAGE } from '../../domain/constants'
import { api } from '../../lib/http/clients'

// Query options of the public listing reads, the same for every kind: each kind names its endpoint and its key
// (src/domain/query-keys.ts, where the server inlines the first page), and gets its fetchers from here.

type QueryKey = readonly unknown[]
type Query = Record<string, unknown>

/** Without a network, the town packs on this device may hold the answer (loaded only then). */
const fromPack = (path: string, read: { query: object } | { id: string }) => (error: unknown) =>
  import('../../lib/offline/packs/answer').then((m) => m.answerFromPack(error, path, read))

/** GET `path` with a query (a list page, the map's points), keyed by `key(query)`. */
export const searchQueryOptions =
  <T, Q extends object>(path: string, key: (query: Q) => QueryKey) =>
  (query: Q) =>
    queryOptions({
      queryKey: key(query),
      queryFn: ({ signal }) =>
        api.get<T>(path, query as Query, signal).catch(fromPack(path, { query })) as Promise<T>,
    })

/** GET `path/:id` for one listing, keyed by `key(id)`. */
export const detailQueryOptions =
  <T>(path: string, key: (id: string) => QueryKey) =>
  (id: string) =>
    queryOptions({
      queryKey: key(id),
      queryFn: ({ signal }) =>
        api
          .get<{ data: T }>(`${path}/${encodeURIComponent(id)}`, undefined, signal)
          .then((r) => r.data, fromPack(path, { id })) as Promise<T>,
    })

/** GET `path/:id/:related` (nearby, similar…): up to 8 listings shown under a detail page. */
export const relatedQueryOptions =
  <T>(path: string, key: string) =>
  (id: string, related: string) =>
    queryOptions({
      queryKey: [key, 'detail', id, related],
      queryFn: ({ signal }) =>
        api
          .get<{ data: T[] }>(`${path}/${encodeURIComponent(id)}/${related}`, { limit: 8 }, signal)
          .then((r) => r.data),
    })

/** GET /api/advertisers/:id/<kind>: one page of an advertiser's listings of a kind. */
export const advertiserListingsQueryOptions =
  <T>(kind: 'properties' | 'vehicles') =>
  (advertiserId: string, page: number) =>
    queryOptions({
      queryKey: queryKeys.advertisers[kind](advertiserId, page),
      queryFn: ({ signal }) =>
        api.get<T>(
          `/api/advertisers/${encodeURIComponent(advertiserId)}/${kind}`,
          { page, per_page: ADVERTISER_LISTINGS_PER_PAGE },
          signal,
        ),
    })
