// The state changes the replayer makes, each one IndexedDB transaction. A claim is atomic (readwrite
// transactions on the same store never interleave, across tabs and the worker too), so two replayers never
// send the same entry at once even where the Web Locks API is missing.
//
//   pending ──claim──> uploading ──2xx──> completed ──> removed
//      ^                   │ 408/429/5xx/network: backoff
//      └───────────────────┤
//   failed <── other 4xx ──┘          failed ──retry()──> pending;  pending|failed ──discard()/withdraw()──> removed
import { backoffDelay } from './backoff'
import { notifyChange } from './changes'
import { openOfflineDb, type OutboxEntry, type OutboxError } from './db'
import { isBlocked } from './dependencies'
import { receiptKey, type Receipt } from './receipts'

/**
 * Takes the first due entry in queue order whose dependencies are all gone and marks it 'uploading' until `now + leaseMs`. Null when
 * nothing is due.
 */
export async function claimNext(now: number, leaseMs: number): Promise<OutboxEntry | null> {
  const db = await openOfflineDb()
  const tx = db.transaction('outbox', 'readwrite')
  const range = IDBKeyRange.bound(['pending', -Infinity], ['pending', Infinity])
  let cursor = await tx.store.index('by-status-seq').openCursor(range)
  while (cursor && (cursor.value.nextAttemptAt > now || (await isBlocked(tx.store, cursor.value))))
    cursor = await cursor.continue()
  if (!cursor) {
    await tx.done
    return null
  }
  const claimed: OutboxEntry = {
    ...cursor.value,
    status: 'uploading',
    attempts: cursor.value.attempts + 1,
    leaseUntil: now + leaseMs,
    updatedAt: now,
  }
  await cursor.update(claimed)
  await tx.done
  notifyChange([claimed.id])
  return claimed
}

/**
 * Puts entries left 'uploading' by a replayer that died (closed tab, killed worker) back to pending: those
 * whose lease ran out, or all of them when the caller holds the replay lock (then no one else is sending).
 */
export async function recoverAbandoned(now: number, all: boolean): Promise<number> {
  const db = await openOfflineDb()
  const tx = db.transaction('outbox', 'readwrite')
  const range = IDBKeyRange.bound(['uploading', -Infinity], ['uploading', Infinity])
  const ids: string[] = []
  for (let c = await tx.store.index('by-status-seq').openCursor(range); c; c = await c.continue()) {
    if (!all && c.value.leaseUntil > now) continue
    ids.push(c.value.id)
    await c.update({ ...c.value, status: 'pending', nextAttemptAt: now, leaseUntil: 0, updatedAt: now })
  }
  await tx.done
  notifyChange(ids)
  return ids.length
}

type Change = (entry: OutboxEntry) => OutboxEntry

/** Applies `change` to an entry this replayer holds ('uploading'); false if it is gone or not ours. */
async function update(id: string, change: Change): Promise<OutboxEntry | null> {
  const db = await openOfflineDb()
  const tx = db.transaction('outbox', 'readwrite')
  const entry = await tx.store.get(id)
  if (!entry || entry.status !== 'uploading') {
    await tx.done
    return null
  }
  const next = change(entry)
  await tx.store.put(next)
  await tx.done
  notifyChange([id])
  return next
}

/** The server accepted it: record the answer, tell the listeners, then remove the entry. */
export async function complete(id: string, response: { status: number; body: unknown }, now: number) {
  const done = await update(id, (e) => ({
    ...e,
    status: 'completed',
    response,
    error: null,
    leaseUntil: 0,
    updatedAt: now,
  }))
  if (!done) return null
  const db = await openOfflineDb()
  const tx = db.transaction(['outbox', 'uploads', 'meta'], 'readwrite')
  await tx.objectStore('outbox').delete(id)
  await tx.objectStore('uploads').delete(id)
  if (done.keepAnswer) {
    const receipt: Receipt = { ...response, at: now }
    await tx.objectStore('meta').put(receipt, receiptKey(id))
  }
  await tx.done
  notifyChange([id])
  return done
}

/** A temporary failure: back to pending after a jittered, growing wait (at least `minDelayMs`). */
export async function reschedule(
  id: string,
  error: OutboxError | null,
  now: number,
  opts: { random?: () => number; minDelayMs?: number } = {},
) {
  return update(id, (e) => ({
    ...e,
    status: 'pending',
    nextAttemptAt: now + Math.max(opts.minDelayMs ?? 0, backoffDelay(e.attempts, opts.random)),
    leaseUntil: 0,
    error,
    updatedAt: now,
  }))
}

/** A permanent failure: stays 'failed' with the server's message until the user retries or discards it. */
export async function fail(id: string, error: OutboxError, now: number) {
  return update(id, (e) => ({ ...e, status: 'failed', error, leaseUntil: 0, updatedAt: now }))
}

/** Progress of a long send (photos), for the UI; the lease is extended while bytes flow. */
export async function setProgress(id: string, sent: number, total: number, now: number, leaseMs: number) {
  return update(id, (e) => ({ ...e, progress: { sent, total }, leaseUntil: now + leaseMs, updatedAt: now }))
}
