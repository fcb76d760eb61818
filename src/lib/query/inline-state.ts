import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { QUERY_STATE_ELEMENT_ID } from '../../domain/query-keys-core'

/**
 * Fills the cache with the page's first data that the server inlined into the HTML (<script type=
 * "application/json" id="__QUERY_STATE__">, the dehydrated state under the web app's query keys): the first paint
 * needs no API call. Called before the router starts. Newer data already in the cache (restored from IndexedDB) wins.
 */
export function hydrateInlineState(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(QUERY_STATE_ELEMENT_ID)
  if (!element?.textContent) return false
  try {
    hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState)
    return true
  } catch {
    // A broken inline state only costs the API call it was meant to save.
    return false
  } finally {
    // Read once: a client-side navigation must not find stale first data.
    element.remove()
  }
}
