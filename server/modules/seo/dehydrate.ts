// The first data of a page as TanStack Query's dehydrated state (the format of `dehydrate()` in
// @tanstack/query-core 5), so `hydrate(queryClient, state)` fills the cache and the page renders without asking
// the API again. Built by hand: the server does not ship the web app's dependencies.

export type QueryKey = readonly unknown[]

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype

/** TanStack Query's default key hash (hashKey): JSON with object keys sorted. */
export const hashKey = (key: QueryKey): string =>
  JSON.stringify(key, (_, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  )

export interface DehydratedQuery {
  queryKey: QueryKey
  queryHash: string
  dehydratedAt: number
  state: {
    data: unknown
    dataUpdateCount: number
    dataUpdatedAt: number
    error: null
    errorUpdateCount: number
    errorUpdatedAt: number
    fetchFailureCount: number
    fetchFailureReason: null
    fetchMeta: null
    isInvalidated: boolean
    status: 'success'
    fetchStatus: 'idle'
  }
}

export interface DehydratedState {
  mutations: never[]
  queries: DehydratedQuery[]
}

/** One successful query, fetched now. */
export function dehydratedQuery(queryKey: QueryKey, data: unknown, now = Date.now()): DehydratedQuery {
  return {
    queryKey,
    queryHash: hashKey(queryKey),
    dehydratedAt: now,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt: now,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  }
}

export const dehydratedState = (queries: DehydratedQuery[]): DehydratedState => ({ mutations: [], queries })
