import { queryOptions } from '@tanstack/react-query'
import { api } from '../../lib/http/clients'

// Query options of the public listing reads, the same for every kind: each kind names its endpoint and its key
// (src/domain/query-keys.ts, where the server inlines the first page), and gets its fetchers from here. The reads
// of one listing and of an advertiser's page are in ./listing-detail-queries, out of the home page's JavaScript.

export type QueryKey = readonly unknown[]
type Query = Record<string, unknown>

/** Without a network, the town packs on this device may hold the answer (loaded only then). */
export const fromPack = (path: string, read: { query: object } | { id: string }) => (error: unknown) =>
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
