import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from '../../domain/query-keys'
import { ADVERTISER_LISTINGS_PER_PAGE } from '../../domain/constants'
import { api } from '../../lib/http/clients'
import { fromPack, type QueryKey } from './listing-queries'

// Query options of the public reads of one listing (its page, the listings under it) and of an advertiser's page,
// the same for every kind (see ./listing-queries for the lists, which the home page reads).

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
