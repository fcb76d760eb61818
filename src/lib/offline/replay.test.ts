import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { closeOfflineDb } from './db'
import { enqueue, getEntry, list, retry } from './outbox'
import { takeReceipt } from './receipts'
import { replayOutbox, webLocks, type ReplayOptions } from './replay'
import { claimNext } from './transitions'
import { fakeLockManager, fakeServer, freshIndexedDb } from './test-helpers'

const lead = (i = 0) => ({
  property_id: 7,
  name: `Ana ${i}`,
  email: 'ana@example.com',
  message: 'Ainda disponível?',
  consent: true,
})
const queueLead = (i = 0, now = 0) =>
  enqueue({ kind: 'lead', request: { method: 'POST', url: '/api/leads', body: lead(i) }, auth: false }, now)

let clock = 0
const base = (over: Partial<ReplayOptions> = {}): ReplayOptions => ({ lock: null, now: () => clock, ...over })

beforeEach(async () => {
  clock = 1_000_000
  await freshIndexedDb()
})

describe('replayOutbox', () => {
  it('sends due entries in order with their Idempotency-Key, then removes them', async () => {
    const a = await queueLead(1)
    const b = await queueLead(2)
    const server = fakeServer()
    const completed: string[] = []
    const result = await replayOutbox(base({ fetch: server.fetch, onCompleted: (e) => completed.push(e.id) }))
    expect(result).toEqual({ ran: true, sent: 2, failed: 0, rescheduled: 0 })
    expect(server.calls.map((c) => c.headers['idempotency-key'])).toEqual([a.id, b.id])
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
    })
    expect(JSON.parse(server.calls[0]!.body as string)).toEqual(lead(1))
    expect(server.calls[0]!.headers.authorization).toBeUndefined()
    expect(completed).toEqual([a.id, b.id])
    expect(await list()).toEqual([])
  })

  it('adds the token of the moment to signed entries, never storing it', async () => {
    const entry = await enqueue(
      { kind: 'listing', request: { method: 'POST', url: '/v1/properties', body: { name: 'Casa' } } },
      clock,
    )
    let token = 'old'
    const server = fakeServer(() => ({
      status: 401,
      body: {
        errors: [{ status: '401', code: 'invalid_token', type: 'invalid_token', detail: 'Sessão expirada' }],
      },
    }))
    await replayOutbox(base({ fetch: server.fetch, getToken: () => token }))
    expect(server.calls[0]!.headers.authorization).toBe('Bearer old')
    // 401 on a signed entry waits for a fresh token instead of failing for good.
    expect(await getEntry(entry.id)).toMatchObject({
      status: 'pending',
      error: { status: 401, detail: 'Sessão expirada' },
    })
    expect(JSON.stringify(await getEntry(entry.id))).not.toContain('old')
    token = 'fresh'
    clock += 10 * 60_000
    const ok = fakeServer()
    await replayOutbox(base({ fetch: ok.fetch, getToken: async () => token }))
    expect(ok.calls[0]!.headers.authorization).toBe('Bearer fresh')
    expect(await list()).toEqual([])
  })

  it('keeps a 4xx entry failed with the server message until the user retries it', async () => {
    const entry = await queueLead()
    const detail = 'O imóvel que você está procurando não existe ou foi removido.'
    const server = fakeServer(() => ({
      status: 404,
      body: { errors: [{ status: '404', code: 'not_found', detail }] },
    }))
    expect(await replayOutbox(base({ fetch: server.fetch }))).toMatchObject({ failed: 1 })
    expect(await getEntry(entry.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: { status: 404, detail, code: 'not_found' },
    })
    clock += 60 * 60_000
    await replayOutbox(base({ fetch: server.fetch }))
    expect(server.calls).toHaveLength(1) // never retried on its own
    await retry(entry.id, clock)
    const ok = fakeServer()
    await replayOutbox(base({ fetch: ok.fetch }))
    expect(ok.calls).toHaveLength(1)
    expect(await list()).toEqual([])
  })

  it("after a 4xx, the user's retry is a new attempt with a new Idempotency-Key, so the server decides again", async () => {
    const entry = await enqueue(
      { kind: 'listing', request: { method: 'POST', url: '/v1/properties', body: { name: 'Casa' } } },
      clock,
    )
    const limit = 'Seu plano permite 1 anúncio ativo.'
    let slotFree = false
    // One server for both tries: like ours, it keeps each key's answer, so the old key would get the 422 again.
    const server = fakeServer(() =>
      slotFree
        ? { status: 201, body: { data: { id: '9' } } }
        : { status: 422, body: { errors: [{ status: '422', code: 'limit_reached', detail: limit }] } },
    )
    await replayOutbox(base({ fetch: server.fetch }))
    expect(await getEntry(entry.id)).toMatchObject({ status: 'failed', error: { detail: limit } })
    slotFree = true // the advertiser paused another listing
    await retry(entry.id, clock)
    const retried = await getEntry(entry.id)
    expect(retried?.attemptKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(retried?.attemptKey).not.toBe(entry.id)
    await replayOutbox(base({ fetch: server.fetch }))
    const keys = server.calls.map((c) => c.headers['idempotency-key'])
    expect(keys).toEqual([entry.id, retried!.attemptKey])
    expect(server.effects).toHaveLength(1)
    expect(await list()).toEqual([])
  })

  it('retries after a 5xx or no answer keep the same Idempotency-Key (the first attempt may have run)', async () => {
    const entry = await queueLead()
    let n = 0
    const server = fakeServer(() => (++n === 1 ? 'network' : n === 2 ? { status: 503 } : { status: 201 }))
    for (let i = 0; i < 3; i++) {
      await replayOutbox(base({ fetch: server.fetch }))
      clock += 10 * 60_000
    }
    expect(server.calls.map((c) => c.headers['idempotency-key'])).toEqual([entry.id, entry.id, entry.id])
    expect(server.effects).toHaveLength(1)
    expect(await list()).toEqual([])
  })

  it('keeps the answer of a write queued with keepAnswer for whoever waits on it, once', async () => {
    const kept = await enqueue(
      { kind: 'listing', request: { method: 'POST', url: '/v1/vehicles', body: {} }, keepAnswer: true },
      clock,
    )
    const plain = await queueLead()
    const server = fakeServer(() => ({ status: 201, body: { data: { id: '77', type: 'vehicle' } } }))
    // Sent without this page listening (as by the worker's Background Sync): no onCompleted here.
    await replayOutbox(base({ fetch: server.fetch }))
    expect(await takeReceipt(kept.id)).toMatchObject({ status: 201, body: { data: { id: '77' } } })
    expect(await takeReceipt(kept.id)).toBeNull()
    expect(await takeReceipt(plain.id)).toBeNull()
  })

  it('falls back to a generic pt-BR message when a 4xx has no errors array', async () => {
    const entry = await queueLead()
    await replayOutbox(base({ fetch: fakeServer(() => ({ status: 400, body: 'bad' })).fetch }))
    expect((await getEntry(entry.id))?.error?.detail).toBe('Algo deu errado, tente novamente mais tarde.')
  })

  it.each([408, 429, 500, 503])('puts %i back to pending with backoff and stops the run', async (status) => {
    const a = await queueLead(1)
    const b = await queueLead(2)
    const server = fakeServer(() => ({ status }))
    const result = await replayOutbox(base({ fetch: server.fetch, random: () => 0.5 }))
    expect(result).toMatchObject({ sent: 0, rescheduled: 1 })
    expect(server.calls).toHaveLength(1)
    expect(await getEntry(a.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: clock + 1_000,
    })
    expect(await getEntry(b.id)).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('treats a network error like a temporary failure', async () => {
    const a = await queueLead()
    const server = fakeServer(() => 'network')
    expect(await replayOutbox(base({ fetch: server.fetch }))).toMatchObject({ rescheduled: 1 })
    expect(await getEntry(a.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: { status: 0, code: 'network' },
    })
  })

  it('honours Retry-After over a shorter backoff', async () => {
    const a = await queueLead()
    const server = fakeServer(() => ({ status: 429, headers: { 'retry-after': '120' } }))
    await replayOutbox(base({ fetch: server.fetch, random: () => 0 }))
    expect((await getEntry(a.id))?.nextAttemptAt).toBe(clock + 120_000)
  })

  it('does not send entries that are not due yet', async () => {
    await queueLead(0, clock + 5_000)
    const server = fakeServer()
    expect(await replayOutbox(base({ fetch: server.fetch }))).toMatchObject({ sent: 0 })
    clock += 5_000
    expect(await replayOutbox(base({ fetch: server.fetch }))).toMatchObject({ sent: 1 })
  })

  it('a lost response is replayed by the server, so the write happens once', async () => {
    await queueLead()
    let dropAnswer = true
    const server = fakeServer(() => ({ status: 201, body: { data: { id: '9' } } }))
    const lossy: typeof fetch = async (input, init) => {
      const response = await server.fetch(input, init)
      if (dropAnswer) {
        dropAnswer = false
        throw new TypeError('connection reset') // the server did it; the phone never heard back
      }
      return response
    }
    await replayOutbox(base({ fetch: lossy }))
    clock += 10 * 60_000
    const completed: unknown[] = []
    await replayOutbox(base({ fetch: lossy, onCompleted: (_e, r) => completed.push(r.body) }))
    expect(server.calls).toHaveLength(2)
    expect(server.effects).toHaveLength(1)
    expect(completed).toEqual([{ data: { id: '9' } }])
  })

  it('recovers an entry left uploading by a replayer that died', async () => {
    const a = await queueLead()
    await claimNext(clock, 2 * 60_000) // a tab claimed it and was closed
    await closeOfflineDb()
    const server = fakeServer()
    expect(await replayOutbox(base({ fetch: server.fetch }))).toMatchObject({ sent: 0 }) // lease still running
    clock += 2 * 60_000
    expect(await replayOutbox(base({ fetch: server.fetch }))).toMatchObject({ sent: 1 })
    expect(server.calls[0]!.headers['idempotency-key']).toBe(a.id)
  })

  it('takes over abandoned entries at once when it holds the replay lock', async () => {
    await queueLead()
    await claimNext(clock, 2 * 60_000)
    const server = fakeServer()
    const result = await replayOutbox(base({ fetch: server.fetch, lock: webLocks(fakeLockManager()) }))
    expect(result).toMatchObject({ ran: true, sent: 1 })
  })
})

describe('exactly once', () => {
  it('100 queued entries are sent once each, in order', async () => {
    const ids: string[] = []
    for (let i = 0; i < 100; i++) ids.push((await queueLead(i)).id)
    const server = fakeServer()
    const result = await replayOutbox(base({ fetch: server.fetch }))
    expect(result.sent).toBe(100)
    expect(server.calls.map((c) => c.headers['idempotency-key'])).toEqual(ids)
    expect(await list()).toEqual([])
  })

  it('two replayers at once (page and worker): the lock lets one run, every entry goes once', async () => {
    for (let i = 0; i < 30; i++) await queueLead(i)
    const server = fakeServer()
    const locks = fakeLockManager()
    const [page, worker] = await Promise.all([
      replayOutbox(base({ fetch: server.fetch, lock: webLocks(locks) })),
      replayOutbox(base({ fetch: server.fetch, lock: webLocks(locks) })),
    ])
    expect([page.ran, worker.ran].sort()).toEqual([false, true])
    expect(page.sent + worker.sent).toBe(30)
    expect(server.calls).toHaveLength(30)
    expect(new Set(server.calls.map((c) => c.headers['idempotency-key'])).size).toBe(30)
  })

  it('without Web Locks, per-entry claims still keep two replayers from sending the same entry', async () => {
    for (let i = 0; i < 30; i++) await queueLead(i)
    const server = fakeServer()
    const results = await Promise.all([
      replayOutbox(base({ fetch: server.fetch })),
      replayOutbox(base({ fetch: server.fetch })),
    ])
    expect(results[0]!.sent + results[1]!.sent).toBe(30)
    expect(results[0]!.sent).toBeGreaterThan(0)
    expect(results[1]!.sent).toBeGreaterThan(0)
    expect(server.calls).toHaveLength(30)
    expect(new Set(server.calls.map((c) => c.headers['idempotency-key'])).size).toBe(30)
  })
})
