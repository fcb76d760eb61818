import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { closeOfflineDb } from './db'
import { countWaiting, discard, enqueue, getEntry, list, nextDueAt, retry, subscribe } from './outbox'
import { claimNext, fail } from './transitions'
import { freshIndexedDb } from './test-helpers'

const lead = {
  property_id: 7,
  name: 'Ana',
  email: 'ana@example.com',
  message: 'Ainda disponível?',
  consent: true,
}

beforeEach(freshIndexedDb)

describe('enqueue', () => {
  it('stores a pending entry with a client-made id, due now, without the Authorization header', async () => {
    const entry = await enqueue(
      {
        kind: 'lead',
        request: {
          method: 'post',
          url: '/api/leads',
          headers: { Authorization: 'Bearer x', 'X-Trace': '1' },
          body: lead,
        },
        auth: false,
      },
      1_000,
    )
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(entry).toMatchObject({
      kind: 'lead',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 1_000,
      auth: false,
    })
    expect(entry.request).toEqual({
      method: 'POST',
      url: '/api/leads',
      headers: { 'x-trace': '1' },
      body: { type: 'json', value: lead },
    })
    expect(await getEntry(entry.id)).toEqual(entry)
  })

  it('stores Blob and typed-array bodies as ArrayBuffer with their content type', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])
    const a = await enqueue({
      kind: 'photo',
      request: { method: 'POST', url: '/x', body: new Blob([bytes], { type: 'image/jpeg' }) },
    })
    const b = await enqueue({
      kind: 'photo',
      request: { method: 'PUT', url: '/y', body: bytes.subarray(1, 3) },
    })
    const [storedA, storedB] = await list()
    expect(storedA!.id).toBe(a.id)
    expect(storedA!.request.body).toMatchObject({ type: 'bytes', contentType: 'image/jpeg' })
    const bodyA = storedA!.request.body as { value: ArrayBuffer }
    expect(Object.prototype.toString.call(bodyA.value)).toBe('[object ArrayBuffer]')
    expect([...new Uint8Array(bodyA.value)]).toEqual([...bytes])
    expect(storedB!.id).toBe(b.id)
    expect([...new Uint8Array((storedB!.request.body as { value: ArrayBuffer }).value)]).toEqual([0xd8, 0xff])
  })

  it('keeps queue order across many entries', async () => {
    for (let i = 0; i < 20; i++)
      await enqueue({ kind: 'lead', request: { method: 'POST', url: `/api/leads?i=${i}`, body: lead } })
    const entries = await list()
    expect(entries.map((e) => e.request.url)).toEqual(
      Array.from({ length: 20 }, (_, i) => `/api/leads?i=${i}`),
    )
    expect(new Set(entries.map((e) => e.seq)).size).toBe(20)
  })

  it('survives closing and re-opening the database (reload, crash)', async () => {
    const entry = await enqueue({
      kind: 'photo',
      request: { method: 'POST', url: '/x', body: new Uint8Array([1, 2, 3]) },
    })
    await closeOfflineDb()
    const [again] = await list()
    expect(again?.id).toBe(entry.id)
    expect([...new Uint8Array((again!.request.body as { value: ArrayBuffer }).value)]).toEqual([1, 2, 3])
    expect(await countWaiting()).toBe(1)
  })
})

describe('retry and discard', () => {
  it('only the user retries a failed entry: it becomes due now with a fresh backoff', async () => {
    const entry = await enqueue(
      { kind: 'lead', request: { method: 'POST', url: '/api/leads', body: lead } },
      0,
    )
    expect(await retry(entry.id, 10)).toBe(false) // pending: nothing to retry
    await claimNext(5, 60_000)
    await fail(entry.id, { status: 422, detail: 'E-mail inválido' }, 6)
    expect(await getEntry(entry.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: { detail: 'E-mail inválido' },
    })
    expect(await retry(entry.id, 50)).toBe(true)
    const retried = await getEntry(entry.id)
    expect(retried).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: 50, error: null })
    // A new attempt: its own Idempotency-Key, the entry keeps its id (what waits for it still finds it).
    expect(retried?.attemptKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(retried?.attemptKey).not.toBe(entry.id)
  })

  it('discards failed and pending entries, never one being sent', async () => {
    const a = await enqueue({ kind: 'lead', request: { method: 'POST', url: '/a', body: lead } }, 0)
    const b = await enqueue({ kind: 'lead', request: { method: 'POST', url: '/b', body: lead } }, 0)
    await claimNext(1, 60_000) // a is now uploading
    expect(await discard(a.id)).toBe(false)
    expect(await discard(b.id)).toBe(true)
    expect(await discard('missing')).toBe(false)
    expect((await list()).map((e) => e.id)).toEqual([a.id])
  })

  it('tells subscribers what changed', async () => {
    const seen: string[][] = []
    const off = subscribe((c) => seen.push(c.ids))
    const entry = await enqueue({ kind: 'lead', request: { method: 'POST', url: '/a', body: lead } })
    await discard(entry.id)
    off()
    await enqueue({ kind: 'lead', request: { method: 'POST', url: '/b', body: lead } })
    expect(seen).toEqual([[entry.id], [entry.id]])
  })

  it('knows when the next pending entry is due', async () => {
    expect(await nextDueAt()).toBeNull()
    await enqueue({ kind: 'lead', request: { method: 'POST', url: '/a', body: lead } }, 300)
    await enqueue({ kind: 'lead', request: { method: 'POST', url: '/b', body: lead } }, 200)
    expect(await nextDueAt()).toBe(200)
  })
})
