// The outbox: writes made offline wait here until the server confirms them, so a dropped signal, a reload or a
// closed tab loses nothing. This file is the public face for the UI and the features: enqueue, list, subscribe, retry, discard. Replay lives in
// replay.ts, the state changes it makes in transitions.ts. Nothing is removed without the user's say
// (discard) or the server's success.
import { openOfflineDb, type OutboxEntry, type StoredBody } from './db'
import { notifyChange, subscribe } from './changes'
import { isBlocked } from './dependencies'
import type { OutboxSubject } from './kinds'

export { subscribe, type OutboxChange, type OutboxListener } from './changes'
export type { OutboxEntry, OutboxError, OutboxStatus } from './db'
export type { OutboxKind, OutboxLabel, OutboxLabels } from './kinds'

export type OutboxBody = Blob | ArrayBuffer | ArrayBufferView | string | null | undefined | object

interface EnqueueFields {
  request: { method: string; url: string; headers?: Record<string, string>; body?: OutboxBody }
  /** Send the signed-in user's token with it. Default true; false for public forms (leads, reports). */
  auth?: boolean
  /** Kept with the write for the feature (e.g. the listing form to reopen); never sent. */
  meta?: Record<string, unknown>
  /** Defaults to crypto.randomUUID(); it is the request's Idempotency-Key. */
  id?: string
  /** Entry ids to wait for: this one is sent only once none of them is in the outbox any more. */
  dependsOn?: string[]
  /** Keep the server's answer once sent, whoever sends it, until the feature takes it (receipts.ts). */
  keepAnswer?: boolean
}

/** A write to queue: its kind, with that kind's label for the pending-sends panel (see kinds.ts). */
export type EnqueueInput = EnqueueFields & OutboxSubject

/** Headers set at send time, never stored. */
const SEND_TIME_HEADERS = new Set(['authorization', 'idempotency-key'])

function isBinary(body: unknown): body is ArrayBuffer | ArrayBufferView {
  return ArrayBuffer.isView(body) || Object.prototype.toString.call(body) === '[object ArrayBuffer]'
}

function copyBytes(body: ArrayBuffer | ArrayBufferView): ArrayBuffer {
  if (!ArrayBuffer.isView(body)) return body.slice(0)
  const copy = new Uint8Array(body.byteLength)
  copy.set(new Uint8Array(body.buffer, body.byteOffset, body.byteLength))
  return copy.buffer
}

async function toStoredBody(body: OutboxBody, headers: Record<string, string>): Promise<StoredBody> {
  if (body === null || body === undefined) return { type: 'none' }
  const declared = headers['content-type']
  if (typeof Blob !== 'undefined' && body instanceof Blob) {
    return {
      type: 'bytes',
      value: await body.arrayBuffer(),
      contentType: body.type || declared || 'application/octet-stream',
    }
  }
  if (isBinary(body))
    return { type: 'bytes', value: copyBytes(body), contentType: declared ?? 'application/octet-stream' }
  if (typeof body === 'string') {
    const bytes = new TextEncoder().encode(body)
    return { type: 'bytes', value: copyBytes(bytes), contentType: declared ?? 'text/plain;charset=UTF-8' }
  }
  return { type: 'json', value: body }
}

function normalizeHeaders(headers: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase()
    if (!SEND_TIME_HEADERS.has(lower)) out[lower] = value
  }
  return out
}

/** Stores a write for replay and returns it as stored (status 'pending', due now). */
export async function enqueue(input: EnqueueInput, now: number = Date.now()): Promise<OutboxEntry> {
  const headers = normalizeHeaders(input.request.headers)
  // Read bytes before the transaction: an IndexedDB transaction commits when it waits on anything else.
  const body = await toStoredBody(input.request.body, headers)
  const db = await openOfflineDb()
  const tx = db.transaction('outbox', 'readwrite')
  const last = await tx.store.index('by-seq').openCursor(null, 'prev')
  const entry: OutboxEntry = {
    id: input.id ?? crypto.randomUUID(),
    kind: input.kind,
    seq: (last?.value.seq ?? 0) + 1,
    request: { method: input.request.method.toUpperCase(), url: input.request.url, headers, body },
    auth: input.auth ?? true,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    leaseUntil: 0,
    createdAt: now,
    updatedAt: now,
    error: null,
    response: null,
    meta: input.meta ?? {},
    ...(input.label ? { label: input.label } : {}),
    progress: null,
    ...(input.dependsOn?.length ? { dependsOn: [...input.dependsOn] } : {}),
    ...(input.keepAnswer ? { keepAnswer: true } : {}),
  }
  await tx.store.add(entry)
  await tx.done
  notifyChange([entry.id])
  return entry
}

/** Every entry, in the order it was queued. */
export async function list(): Promise<OutboxEntry[]> {
  const db = await openOfflineDb()
  return db.getAllFromIndex('outbox', 'by-seq')
}

export async function getEntry(id: string): Promise<OutboxEntry | undefined> {
  const db = await openOfflineDb()
  return db.get('outbox', id)
}

/** How many entries still wait to be sent (pending or being sent); failed ones wait for the user. */
export async function countWaiting(): Promise<number> {
  const db = await openOfflineDb()
  const index = db.transaction('outbox').store.index('by-status-next')
  const [pending, uploading] = await Promise.all([
    index.count(IDBKeyRange.bound(['pending', -Infinity], ['pending', Infinity])),
    index.count(IDBKeyRange.bound(['uploading', -Infinity], ['uploading', Infinity])),
  ])
  return pending + uploading
}

/** The earliest time a pending entry becomes due, or null when none is pending (or all wait for others). */
export async function nextDueAt(): Promise<number | null> {
  const db = await openOfflineDb()
  const store = db.transaction('outbox').store
  const range = IDBKeyRange.bound(['pending', -Infinity], ['pending', Infinity])
  for (let c = await store.index('by-status-next').openCursor(range); c; c = await c.continue()) {
    if (!(await isBlocked(store, c.value))) return c.value.nextAttemptAt
  }
  return null
}

/**
 * The user's "tentar novamente": a failed entry becomes due now, with a fresh backoff, as a new attempt (a new
 * Idempotency-Key): the server refused the last one (4xx) and keeps that answer for its key, while what the user
 * did since (paused another listing, chose a plan, corrected the form) may change the answer. Temporary failures
 * (5xx, no answer) never get here: the replayer retries those with the same key.
 */
export async function retry(id: string, now: number = Date.now()): Promise<boolean> {
  const db = await openOfflineDb()
  const tx = db.transaction('outbox', 'readwrite')
  const entry = await tx.store.get(id)
  if (!entry || entry.status !== 'failed') {
    await tx.done
    return false
  }
  await tx.store.put({
    ...entry,
    attemptKey: crypto.randomUUID(),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    error: null,
    updatedAt: now,
  })
  await tx.done
  notifyChange([id])
  return true
}

/**
 * Pending entries to be tried at once, past their backoff: signed writes queued before the user signed in (a
 * visitor's listing photos) once there is a token. Others are left as they are.
 */
export async function sendNow(ids: readonly string[], now: number = Date.now()): Promise<void> {
  if (ids.length === 0) return
  const db = await openOfflineDb()
  const tx = db.transaction('outbox', 'readwrite')
  const changed: string[] = []
  for (const id of ids) {
    const entry = await tx.store.get(id)
    if (entry?.status !== 'pending' || entry.nextAttemptAt <= now) continue
    await tx.store.put({ ...entry, nextAttemptAt: now, updatedAt: now })
    changed.push(id)
  }
  await tx.done
  if (changed.length > 0) notifyChange(changed)
}

/** The user's "descartar": removes a failed or pending entry. One being sent cannot be discarded. */
export async function discard(id: string): Promise<boolean> {
  const db = await openOfflineDb()
  const tx = db.transaction(['outbox', 'uploads'], 'readwrite')
  const entry = await tx.objectStore('outbox').get(id)
  if (!entry || entry.status === 'uploading') {
    await tx.done
    return false
  }
  await tx.objectStore('outbox').delete(id)
  await tx.objectStore('uploads').delete(id)
  await tx.done
  notifyChange([id])
  return true
}

/** What `withdraw` found: removed, or left alone because a replayer holds it or it already left the outbox. */
export type WithdrawOutcome = 'withdrawn' | 'sending' | 'gone'

/**
 * The user sends a waiting write another way (a lead by WhatsApp): removes it only while it is still waiting
 * (pending or failed), in one transaction, so it cannot interleave with a replayer's claim (transitions.ts).
 * 'sending': a replayer claimed it ('uploading'), even past its lease: the request may already have reached the
 * server (its answer lost), and the same key is what makes a resend harmless, so it is left to the replayers.
 * 'gone': it is no longer in the outbox (sent, here, in another tab or by the worker; or discarded).
 */
export async function withdraw(id: string): Promise<WithdrawOutcome> {
  const db = await openOfflineDb()
  const tx = db.transaction(['outbox', 'uploads'], 'readwrite')
  const entry = await tx.objectStore('outbox').get(id)
  const left: WithdrawOutcome | null =
    !entry || entry.status === 'completed' ? 'gone' : entry.status === 'uploading' ? 'sending' : null
  if (left) {
    await tx.done
    return left
  }
  await tx.objectStore('outbox').delete(id)
  await tx.objectStore('uploads').delete(id)
  await tx.done
  notifyChange([id])
  return 'withdrawn'
}

/**
 * For the queue panel: calls `listener` with every entry now and after each change (here, in other tabs or
 * in the worker), reading at most once at a time. Returns the unsubscribe function.
 */
export function watch(listener: (entries: OutboxEntry[]) => void): () => void {
  let reading = false
  let dirty = false
  let active = true
  const read = async () => {
    if (reading) {
      dirty = true
      return
    }
    reading = true
    try {
      do {
        dirty = false
        const entries = await list()
        if (active) listener(entries)
      } while (dirty && active)
    } finally {
      reading = false
    }
  }
  const off = subscribe(() => void read())
  void read()
  return () => {
    active = false
    off()
  }
}
