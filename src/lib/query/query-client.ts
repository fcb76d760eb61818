import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../http/api-error'

export const QUERY_STALE_MS = 60_000
/** Also the persisted cache's max age: a listing seen in the last week opens offline. */
export const QUERY_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_CACHE_MAX_AGE_MS,
        networkMode: 'offlineFirst',
        // Mobile data is precious: no refetch just because the tab came back.
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network errors and 5xx get two more tries. Not while the browser
        // knows it is offline: the retry would pause until the signal returns and the page would wait
        // forever; failing now shows the offline page (features/offline) with its own retry.
        retry: (failures, error) =>
          globalThis.navigator?.onLine !== false &&
          !(isApiError(error) && error.status < 500) &&
          failures < 2,
      },
    },
  })
}
