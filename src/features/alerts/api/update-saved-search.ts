import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SavedSearch, SavedSearchPatch } from '../../../domain/saved-search'
import { api } from '../../../lib/http/clients'
import { savedSearchQueryKeys } from './saved-search-queries'

type List = SavedSearch[] | undefined

const patched = (list: List, id: string, patch: SavedSearchPatch): List =>
  list?.map((s) => (s.id === id ? { ...s, attributes: { ...s.attributes, ...patch } } : s))

/**
 * PATCH /v1/saved-searches/:id: rename, push, e-mail frequency, on/off. Owned by TanStack Query (a switch on a
 * page the user is looking at: it needs the answer now, and makes no sense replayed tomorrow). The switch moves at
 * once; a refusal puts it back, and the server's answer replaces the guess.
 */
export function useUpdateSavedSearch() {
  const client = useQueryClient()
  const key = savedSearchQueryKeys.all()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SavedSearchPatch }) =>
      api
        .request<{ data: SavedSearch }>(`/v1/saved-searches/${id}`, { method: 'PATCH', body: patch })
        .then((d) => d.data),
    onMutate: async ({ id, patch }) => {
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<SavedSearch[]>(key)
      client.setQueryData<SavedSearch[]>(key, (list) => patched(list, id, patch))
      return { before }
    },
    onError: (_error, _variables, context) => {
      if (context?.before) client.setQueryData(key, context.before)
    },
    onSuccess: (updated) => {
      client.setQueryData<SavedSearch[]>(key, (list) => list?.map((s) => (s.id === updated.id ? updated : s)))
    },
  })
}
