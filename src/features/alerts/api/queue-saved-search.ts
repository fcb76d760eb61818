// POST /v1/saved-searches through the outbox, like any write made in the field: saved without signal, sent when it
// returns, with the signed-in user's token of that moment, and once only (the entry id is its Idempotency-Key).
import { savedSearchName, type SavedSearchInput } from '../../../domain/saved-search'
import type { OutboxEntry } from '../../../lib/offline/outbox'

// Loaded on the first save: the outbox (IndexedDB) stays out of the list pages' first load.
const outbox = () => import('../../../lib/offline/outbox')

export const SAVED_SEARCH_KIND = 'saved_search'

/** Queues the search (parsed with savedSearchInputSchema), labelled with its name for the pending-sends panel. */
export async function queueSavedSearch(input: SavedSearchInput): Promise<OutboxEntry> {
  const { enqueue } = await outbox()
  return enqueue({
    kind: SAVED_SEARCH_KIND,
    request: { method: 'POST', url: '/v1/saved-searches', body: input },
    label: { title: input.name ?? savedSearchName(input.kind, input.query) },
  })
}
