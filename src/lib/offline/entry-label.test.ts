import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { openOfflineDb, type OutboxEntry } from './db'
import { labelOf } from './entry-label'
import { enqueue, list } from './outbox'
import { replayOutbox } from './replay'
import { fakeServer, freshIndexedDb, outboxEntry } from './test-helpers'

beforeEach(freshIndexedDb)

/** An entry as the app stored it before labels existed: the title in `meta`, a lead's kind in its body. */
function storedBefore(over: Partial<OutboxEntry> & Pick<OutboxEntry, 'id' | 'kind' | 'seq'>): OutboxEntry {
  return outboxEntry(over)
}

describe('labelOf', () => {
  it('reads the label stored at enqueue time, with its kind', async () => {
    const lead = await enqueue({
      kind: 'lead',
      request: { method: 'POST', url: '/api/leads', body: { kind: 'phone' } },
      label: { contact: 'whatsapp', title: 'Casa no Centro' },
    })
    const report = await enqueue({
      kind: 'report',
      request: { method: 'POST', url: '/api/reports', body: {} },
      meta: { title: 'not this one' },
      label: { title: 'Apartamento' },
    })
    // The stored label wins over the body and meta an older version read.
    expect(labelOf(lead)).toEqual({ kind: 'lead', contact: 'whatsapp', title: 'Casa no Centro' })
    expect(labelOf(report)).toEqual({ kind: 'report', title: 'Apartamento' })
  })

  it('labels entries stored before labels existed from their meta and body, and they still replay', async () => {
    const db = await openOfflineDb()
    const old = [
      storedBefore({
        id: 'a',
        kind: 'lead',
        seq: 1,
        request: {
          method: 'POST',
          url: '/api/leads',
          headers: { 'content-type': 'application/json' },
          body: { type: 'json', value: { kind: 'whatsapp', name: 'Ana' } },
        },
        meta: { title: 'Casa no Centro', listing: 'property:7' },
      }),
      storedBefore({ id: 'b', kind: 'lead', seq: 2, meta: { title: 'Sítio' } }),
      storedBefore({ id: 'c', kind: 'photo', seq: 3, meta: { name: 'fachada.webp' } }),
      storedBefore({ id: 'd', kind: 'listing', seq: 4, meta: {} }),
    ]
    for (const entry of old) await db.put('outbox', entry)
    const stored = await list()
    expect(stored.map(labelOf)).toEqual([
      { kind: 'lead', contact: 'whatsapp', title: 'Casa no Centro' },
      { kind: 'lead', contact: 'message', title: 'Sítio' },
      { kind: 'photo', title: 'fachada.webp' },
      { kind: 'listing', title: '' },
    ])

    await db.delete('outbox', 'c') // a photo goes through the tus sender, out of this test's scope
    const server = fakeServer()
    const result = await replayOutbox({ fetch: server.fetch, lock: null, now: () => 1 })
    expect(result).toMatchObject({ sent: 3, failed: 0 })
    expect(server.calls.map((c) => c.headers['idempotency-key'])).toEqual(['a', 'b', 'd'])
  })

  it('gives no label to a kind this version does not know', () => {
    // A kind written by another version of the app: outside the union, hence the cast.
    const entry = storedBefore({ id: 'x', kind: 'newsletter' as never, seq: 1, label: { title: 'x' } })
    expect(labelOf(entry)).toBeNull()
  })
})
