import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { enqueue, getEntry, list, withdraw } from './outbox'
import { replayOutbox } from './replay'
import { fakeServer, freshIndexedDb } from './test-helpers'
import { claimNext, complete, recoverAbandoned } from './transitions'

beforeEach(freshIndexedDb)

const queueMessage = (message: string) =>
  enqueue({
    kind: 'lead',
    request: { method: 'POST', url: '/api/leads', body: { property_id: 7, kind: 'message', message } },
    auth: false,
    label: { contact: 'message', title: 'Casa no Centro' },
  })

describe('withdraw (a waiting message sent another way)', () => {
  it('removes a waiting entry: a replay afterwards sends nothing', async () => {
    const entry = await queueMessage('Ainda disponível?')
    expect(await withdraw(entry.id)).toBe('withdrawn')
    expect(await getEntry(entry.id)).toBeUndefined()

    const server = fakeServer()
    const result = await replayOutbox({ fetch: server.fetch, lock: null })
    expect(result.sent).toBe(0)
    expect(server.calls).toHaveLength(0)
  })

  it('leaves alone an entry a replayer has claimed, which is then sent once', async () => {
    const entry = await queueMessage('Ainda disponível?')
    const now = Date.now()
    const claimed = await claimNext(now, 60_000)
    expect(claimed?.id).toBe(entry.id)

    expect(await withdraw(entry.id)).toBe('sending')
    expect((await getEntry(entry.id))?.status).toBe('uploading')

    // Even past its lease (the replayer died, its request may have arrived): not withdrawn, resent with the
    // same key once recovered.
    expect(await withdraw(entry.id)).toBe('sending')
    const later = now + 61_000
    expect(await recoverAbandoned(later, false)).toBe(1)
    const server = fakeServer()
    await replayOutbox({ fetch: server.fetch, lock: null, now: () => later })
    expect(server.effects).toHaveLength(1)
    expect(server.calls[0]?.headers['idempotency-key']).toBe(entry.id)
  })

  it('says so when the entry already left the outbox (sent)', async () => {
    const entry = await queueMessage('Ainda disponível?')
    await claimNext(Date.now(), 60_000)
    await complete(entry.id, { status: 201, body: null }, Date.now())
    expect(await withdraw(entry.id)).toBe('gone')
  })

  it('asked while the replayer sends it: not withdrawn, and the server gets it once', async () => {
    const entry = await queueMessage('Ainda disponível?')
    const server = fakeServer()
    let during: string | null = null
    // The visitor taps at the very moment the request is on the wire.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      during = await withdraw(entry.id)
      return server.fetch(input, init)
    }
    await replayOutbox({ fetch, lock: null })
    expect(during).toBe('sending')
    expect(server.effects).toHaveLength(1)
    expect(await withdraw(entry.id)).toBe('gone')
  })

  it('racing a replay at any moment: the message goes exactly one way, never both and never neither', async () => {
    const seen = new Set<string>()
    for (let round = 0; round < 24; round++) {
      await freshIndexedDb()
      const entry = await queueMessage(`Mensagem ${round}`)
      const server = fakeServer()
      const replay = replayOutbox({ fetch: server.fetch, lock: null })
      // The withdrawal lands a little later each round: before the claim, during the send, after it.
      const outcome = (async () => {
        for (let i = 0; i < round; i++) await new Promise((resolve) => setTimeout(resolve, 0))
        return withdraw(entry.id)
      })()
      const [withdrawn] = await Promise.all([outcome, replay])
      seen.add(withdrawn)
      expect(server.effects).toHaveLength(withdrawn === 'withdrawn' ? 0 : 1)
      expect(await list()).toEqual([])
    }
    expect(seen).toContain('withdrawn')
    expect(seen.has('sending') || seen.has('gone')).toBe(true)
  })
})
