// Test doubles for the outbox: a fresh fake IndexedDB per test, a fake server behind `fetch` that honours
// Idempotency-Key like ours does, and a Web Locks stand-in. Imported by tests only.
import { IDBFactory } from 'fake-indexeddb'
import { closeOfflineDb, type OutboxEntry } from './db'

export async function freshIndexedDb(): Promise<void> {
  await closeOfflineDb()
  globalThis.indexedDB = new IDBFactory()
}

export interface FakeCall {
  method: string
  url: string
  headers: Record<string, string>
  body: string | ArrayBuffer | null
}

export type FakeHandler = (
  call: FakeCall,
  n: number,
) => { status: number; body?: unknown; headers?: Record<string, string> } | 'network'

/**
 * A server behind a fetch function: `handler` decides each answer ('network' throws like a dropped
 * connection). Like server/http/idempotency.ts, a repeated Idempotency-Key replays the first stored answer
 * instead of running again; `effects` counts the writes that really ran.
 */
export function fakeServer(handler: FakeHandler = () => ({ status: 201, body: { data: { id: '1' } } })) {
  const calls: FakeCall[] = []
  const stored = new Map<string, { status: number; body?: unknown }>()
  const effects: FakeCall[] = []
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    )
    const call: FakeCall = {
      method: init.method ?? 'GET',
      url: String(input),
      headers,
      body: (init.body as string | ArrayBuffer | undefined) ?? null,
    }
    calls.push(call)
    await new Promise((r) => setTimeout(r, 0))
    const key = headers['idempotency-key']
    const replay = key ? stored.get(key) : undefined
    let answer: ReturnType<FakeHandler>
    if (replay) answer = replay
    else {
      answer = handler(call, calls.length)
      if (answer !== 'network' && answer.status < 500 && answer.status !== 429 && answer.status !== 408) {
        if (key) stored.set(key, answer)
        if (answer.status < 300) effects.push(call)
      }
    }
    if (answer === 'network') throw new TypeError('Failed to fetch')
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, calls, effects, stored }
}

/** Web Locks with `ifAvailable`, shared by the "contexts" of one test. */
export function fakeLockManager(): LockManager {
  const held = new Set<string>()
  const request = async (name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) => {
    if (held.has(name)) {
      if (options.ifAvailable) return callback(null)
      throw new Error('fake lock manager only supports ifAvailable')
    }
    held.add(name)
    try {
      return await callback({ name, mode: 'exclusive' } as Lock)
    } finally {
      held.delete(name)
    }
  }
  return { request, query: async () => ({ held: [], pending: [] }) } as unknown as LockManager
}

/** An outbox entry as stored: a pending lead unless `over` says otherwise. */
export const outboxEntry = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id: 'e1',
  kind: 'lead',
  seq: 1,
  request: { method: 'POST', url: '/api/leads', headers: {}, body: { type: 'json', value: {} } },
  auth: false,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  leaseUntil: 0,
  createdAt: 0,
  updatedAt: 0,
  error: null,
  response: null,
  meta: {},
  progress: null,
  ...over,
})
