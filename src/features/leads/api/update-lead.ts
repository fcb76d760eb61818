import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InboxLead, InboxPatch } from '../../../domain/inbox'
import { api } from '../../../lib/http/clients'
import { inboxKeys } from './inbox-queries'

/**
 * PATCH /v1/inbox/:id: read or unread, archived or not. Owned by TanStack Query (needs the tab open; reading a
 * lead again marks it read again), then every inbox query is refreshed: the lists, the counts, the badge.
 */
export function useUpdateLead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: InboxPatch }) =>
      api
        .request<{ data: InboxLead }>(`/v1/inbox/${id}`, { method: 'PATCH', body: patch })
        .then((d) => d.data),
    onSuccess: (lead) => {
      client.setQueryData(inboxKeys.one(lead.id), lead)
      return client.invalidateQueries({ queryKey: inboxKeys.all() })
    },
  })
}
