// Follows one write the form put in the outbox, for the form's status: sending, waiting for the signal, sent,
// refused by the server (its pt-BR message, with "tentar novamente" and "descartar"), or an unexpected error.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { OutboxEntry, WithdrawOutcome } from './outbox'

// Loaded lazily: a page with a form pays for the outbox only once something is sent.
const outbox = () => import('./outbox')
const replayer = () => import('./replayer')

export type WritePhase =
  | { tag: 'idle' }
  | { tag: 'sending' }
  /** No signal: it waits in the outbox and goes out when the signal returns. */
  | { tag: 'queued' }
  | { tag: 'sent' }
  /** A permanent refusal (4xx): the server's message; waits for retry or discard. */
  | { tag: 'failed'; detail: string }
  /**
   * Unexpected: the server failed (5xx, retried automatically) or the device could not store the write. Or the
   * server asked to wait (429, retried automatically): `detail` then says why, in its words.
   */
  | { tag: 'error'; stored: boolean; detail?: string }

export interface Tracked {
  id: string
  entry: OutboxEntry | null
  outcome: 'sent' | 'discarded' | null
}

const onlineSubscribe = (cb: () => void) => {
  addEventListener('online', cb)
  addEventListener('offline', cb)
  return () => {
    removeEventListener('online', cb)
    removeEventListener('offline', cb)
  }
}

export function phaseOf(tracked: Tracked, online: boolean): WritePhase {
  if (tracked.outcome === 'sent') return { tag: 'sent' }
  if (tracked.outcome === 'discarded') return { tag: 'idle' }
  const entry = tracked.entry
  if (!entry) return online ? { tag: 'sending' } : { tag: 'queued' }
  switch (entry.status) {
    case 'completed':
      return { tag: 'sent' }
    case 'failed':
      return { tag: 'failed', detail: entry.error?.detail ?? '' }
    case 'uploading':
      return { tag: 'sending' }
    case 'pending': {
      const error = entry.error
      if (!online || error?.code === 'network') return { tag: 'queued' }
      if (error?.status === 429 && error.detail) return { tag: 'error', stored: true, detail: error.detail }
      if (error && (error.status >= 500 || error.status === 408 || error.status === 429))
        return { tag: 'error', stored: true }
      return { tag: 'sending' }
    }
  }
}

/** One write a form sends through the outbox, and what became of it (see WriteStatus in src/ui). */
export function useOutboxWrite() {
  const online = useSyncExternalStore(
    onlineSubscribe,
    () => navigator.onLine,
    () => true,
  )
  const [tracked, setTracked] = useState<Tracked | null>(null)
  const [storeFailed, setStoreFailed] = useState(false)
  const id = tracked?.id ?? null

  useEffect(() => {
    if (!id) return
    let active = true
    const stops: (() => void)[] = []
    let last: OutboxEntry | null = null
    void Promise.all([outbox(), replayer()]).then(([o, r]) => {
      if (!active) return
      const page = r.pageReplayer()
      const onCompleted = (event: Event) => {
        const { entry } = (event as CustomEvent<{ entry: OutboxEntry }>).detail
        if (entry.id === id) setTracked((t) => (t?.id === id ? { ...t, outcome: 'sent' } : t))
      }
      page.addEventListener('completed', onCompleted)
      stops.push(() => page.removeEventListener('completed', onCompleted))
      // One get per change (never the whole queue: it can hold photos).
      let reading = false
      let again = false
      const read = async () => {
        if (reading) {
          again = true
          return
        }
        reading = true
        try {
          do {
            again = false
            const entry = (await o.getEntry(id)) ?? null
            if (!active) return
            // Gone: sent (here, in another tab or by the worker), unless it had failed: then it was discarded.
            const gone = entry ? null : last?.status === 'failed' ? 'discarded' : 'sent'
            last = entry ?? last
            setTracked((t) =>
              t?.id === id ? { id, entry: entry ?? t.entry, outcome: t.outcome ?? gone } : t,
            )
          } while (again && active)
        } finally {
          reading = false
        }
      }
      stops.push(o.subscribe(() => void read()))
      void read()
    })
    return () => {
      active = false
      stops.forEach((stop) => stop())
    }
  }, [id])

  /** `queue` is the feature's queued write (e.g. `() => queueLead(listing, lead)` from api/queue-lead.ts). */
  const submit = useCallback(async (queue: () => Promise<OutboxEntry>) => {
    setStoreFailed(false)
    try {
      const entry = await queue()
      setTracked({ id: entry.id, entry, outcome: null })
    } catch (err) {
      // IndexedDB refused (quota, some private modes): nothing was queued; the form keeps its values.
      console.error('outbox enqueue failed', err)
      setTracked(null)
      setStoreFailed(true)
    }
  }, [])

  const retry = useCallback(async () => {
    if (id) await (await outbox()).retry(id)
  }, [id])

  const discard = useCallback(async () => {
    if (id) await (await outbox()).discard(id)
    setTracked(null)
  }, [id])

  /**
   * The user sends it another way (a lead by WhatsApp): withdrawn only while it still waits (outbox.withdraw);
   * the form then starts over. Otherwise the watch already follows it (sending or sent).
   */
  const withdraw = useCallback(async (): Promise<WithdrawOutcome> => {
    if (!id) return 'gone'
    const outcome = await (await outbox()).withdraw(id)
    if (outcome === 'withdrawn') setTracked(null)
    return outcome
  }, [id])

  const reset = useCallback(() => {
    setTracked(null)
    setStoreFailed(false)
  }, [])

  const phase: WritePhase = storeFailed
    ? { tag: 'error', stored: false }
    : tracked
      ? phaseOf(tracked, online)
      : { tag: 'idle' }
  /** The write as last read from the outbox (null when none is tracked). */
  const entry = tracked?.entry ?? null
  return { phase, entry, submit, retry, discard, withdraw, reset }
}

/** The hook's handle, for a form that is handed the write by its route. */
export type OutboxWrite = ReturnType<typeof useOutboxWrite>
