import { queryOptions } from '@tanstack/react-query'
import type { SavedSearch } from '../../../domain/saved-search'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

/**
 * Under 'account' and the token's user, like the inbox: logout forgets them, and a cache restored from IndexedDB
 * (Meus alertas opens offline with what was last loaded) never shows one user's searches to another.
 */
const mine = () => ['account', tokenSubject(api.tokens.get()), 'saved-searches'] as const
export const savedSearchQueryKeys = { all: () => mine() }

/** GET /v1/saved-searches: the user's saved searches, newest first. */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchQueryKeys.all(),
    // Another device may have added or changed one: checked on every open, the cached list shows meanwhile.
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: SavedSearch[] }>('/v1/saved-searches', undefined, signal).then((d) => d.data),
  })
