import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SavedSearch } from '../../../domain/saved-search'
import { api } from '../../../lib/http/clients'
import { savedSearchQueryKeys } from './saved-search-queries'

/** DELETE /v1/saved-searches/:id (after the user confirmed); the search leaves the list. */
export function useDeleteSavedSearch() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.request(`/v1/saved-searches/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      client.setQueryData<SavedSearch[]>(savedSearchQueryKeys.all(), (list) =>
        list?.filter((s) => s.id !== id),
      )
    },
  })
}
