import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/query-persist-client-core'
import type { QueryClient } from '@tanstack/react-query'
import { QUERY_CACHE_MAX_AGE_MS } from './query-client'

/** Changes with the API contract (see vite.config.ts): an older persisted cache is dropped, not misread. */
export const CACHE_BUSTER: string = import.meta.env.VITE_CACHE_BUSTER ?? 'dev'
const RESTORE_TIMEOUT_MS = 1500

/**
 * Restores the persisted cache before the router's first load, then keeps persisting it.
 * Restoring first matters: loaders call ensureQueryData, which must find the cached listing when offline
 * (PersistQueryClientProvider restores in an effect, after the router has already started loading).
 */
export async function restoreAndPersist(queryClient: QueryClient, persister: Persister): Promise<() => void> {
  const options = { queryClient, persister, maxAge: QUERY_CACHE_MAX_AGE_MS, buster: CACHE_BUSTER }
  await Promise.race([
    persistQueryClientRestore(options).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS)),
  ])
  const stop = persistQueryClientSubscribe(options)
  // What is already in the cache (the page's data inlined by the server, read before this ran) changes no
  // more, so no cache event would save it: saved now, a listing opened and left alone still opens offline.
  void persistQueryClientSave(options).catch(() => undefined)
  return stop
}
