import { useEffect, useState } from 'react'
import type { OutboxEntry } from '../../lib/offline/outbox'

// The outbox modules load lazily: they share their chunk with the page replayer main.tsx starts at boot, so the
// home page pays nothing more for them.
const outbox = () => import('../../lib/offline/outbox')
const offlineDb = () => import('../../lib/offline/db')

export interface OutboxCounts {
  /** Pending or being sent. */
  waiting: number
  /** Refused for good: waiting for "tentar novamente" or "descartar". */
  failed: number
}

/** The counts as they are now (index counts only). */
export async function readCounts(): Promise<OutboxCounts> {
  const [{ countWaiting }, { openOfflineDb }] = await Promise.all([outbox(), offlineDb()])
  const db = await openOfflineDb()
  const [waiting, failed] = await Promise.all([
    countWaiting(),
    db.countFromIndex(
      'outbox',
      'by-status-next',
      IDBKeyRange.bound(['failed', -Infinity], ['failed', Infinity]),
    ),
  ])
  return { waiting, failed }
}

/**
 * How many writes wait or failed, kept current (changes here, in other tabs, in the worker). Index counts only:
 * queued photos' bytes are never read for the header.
 */
export function useOutboxCounts(): OutboxCounts {
  const [counts, setCounts] = useState<OutboxCounts>({ waiting: 0, failed: 0 })
  useEffect(() => {
    let active = true
    let reading = false
    let again = false
    let stop: (() => void) | undefined
    const read = async () => {
      if (reading) {
        again = true
        return
      }
      reading = true
      try {
        do {
          again = false
          const next = await readCounts()
          if (active) setCounts((c) => (c.waiting === next.waiting && c.failed === next.failed ? c : next))
        } while (again && active)
      } catch {
        // IndexedDB unavailable: nothing can be queued either.
      } finally {
        reading = false
      }
    }
    void outbox().then(({ subscribe }) => {
      if (!active) return
      stop = subscribe(() => void read())
      void read()
    })
    return () => {
      active = false
      stop?.()
    }
  }, [])
  return counts
}

/** Every entry (the queue panel, while open), kept current. Null until the first read. */
export function useOutboxEntries(): OutboxEntry[] | null {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null)
  useEffect(() => {
    let active = true
    let stop: (() => void) | undefined
    void outbox().then(({ watch }) => {
      if (active) stop = watch(setEntries)
    })
    return () => {
      active = false
      stop?.()
    }
  }, [])
  return entries
}
