// The searches saved on this device and not yet on the server (saved offline, or waiting for a fresh token), for
// Meus alertas to show as "Aguardando envio"; when one is sent the list is loaded again.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { OutboxEntry } from '../../../lib/offline/outbox'
import { SAVED_SEARCH_KIND } from '../api/queue-saved-search'
import { savedSearchQueryKeys } from '../api/saved-search-queries'

export interface PendingSavedSearch {
  id: string
  name: string
  failed: string | null
}

const pendingOf = (entries: OutboxEntry[]): PendingSavedSearch[] =>
  entries
    .filter((e) => e.kind === SAVED_SEARCH_KIND && e.status !== 'completed')
    .map((e) => ({
      id: e.id,
      name: e.label?.title ?? '',
      failed: e.status === 'failed' ? (e.error?.detail ?? '') : null,
    }))

export function usePendingSavedSearches(): PendingSavedSearch[] {
  const client = useQueryClient()
  const [pending, setPending] = useState<PendingSavedSearch[]>([])
  useEffect(() => {
    let stop: (() => void) | undefined
    let active = true
    void import('../../../lib/offline/outbox').then(({ watch }) => {
      if (!active) return
      let waiting = 0
      stop = watch((entries) => {
        const next = pendingOf(entries)
        // One left the outbox: sent (here, in another tab or by the worker), so the server's list has it now.
        if (next.length < waiting) void client.invalidateQueries({ queryKey: savedSearchQueryKeys.all() })
        waiting = next.length
        setPending(next)
      })
    })
    return () => {
      active = false
      stop?.()
    }
  }, [client])
  return pending
}
