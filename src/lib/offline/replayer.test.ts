import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { enqueue, list } from './outbox'
import { createReplayer, type DrainedDetail, type Replayer } from './replayer'
import { fakeServer, freshIndexedDb, type FakeHandler } from './test-helpers'

const queueLead = (i: number) =>
  enqueue({
    kind: 'lead',
    request: { method: 'POST', url: '/api/leads', body: { name: `Ana ${i}` } },
    auth: false,
  })

let replayer: Replayer | null = null
beforeEach(freshIndexedDb)
// A replayer still in a pass would read the next test's fresh database and send its entries to its own server.
afterEach(() => replayer?.stop())

function setup(handler?: FakeHandler) {
  const server = fakeServer(handler)
  const events = new EventTarget()
  let online = true
  const drained: DrainedDetail[] = []
  const syncRequests: number[] = []
  replayer = createReplayer({
    fetch: server.fetch,
    lock: null,
    events,
    isOnline: () => online,
    minIdleMs: 5,
    maxIdleMs: 50,
    random: () => 0,
    requestSync: async () => {
      syncRequests.push(1)
      return true
    },
  })
  replayer.addEventListener('drained', (e) => drained.push((e as CustomEvent<DrainedDetail>).detail))
  return {
    server,
    drained,
    syncRequests,
    goOnline() {
      online = true
      events.dispatchEvent(new Event('online'))
    },
    goOffline() {
      online = false
    },
  }
}

// Generous: fake-indexeddb under a loaded CI machine is slow, and what is tested here is the order, not the speed.
const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 5))
  }
}

describe('Replayer (page)', () => {
  it('waits while offline, asks for Background Sync, sends on "online" and then reports the drain', async () => {
    const t = setup()
    t.goOffline()
    await queueLead(1)
    await queueLead(2)
    replayer!.start()
    await replayer!.kick()
    expect(t.server.calls).toHaveLength(0)
    expect(t.syncRequests.length).toBeGreaterThan(0)
    t.goOnline()
    await until(() => t.drained.length === 1)
    expect(t.drained).toEqual([{ sent: 2 }])
    expect(t.server.calls).toHaveLength(2)
    expect(await list()).toEqual([])
  })

  it('replays what is queued while it runs', async () => {
    const t = setup()
    replayer!.start()
    await replayer!.kick()
    await queueLead(1)
    await until(() => t.drained.length === 1)
    await queueLead(2)
    await until(() => t.drained.length === 2)
    expect(t.server.calls).toHaveLength(2)
  })

  it('claims nothing more once stopped, even in the middle of a pass', async () => {
    const t = setup((_call, n) => {
      if (n === 1) void replayer!.stop()
      return { status: 201, body: {} }
    })
    await queueLead(1)
    await queueLead(2)
    replayer!.start()
    await until(() => t.server.calls.length === 1)
    await replayer!.stop()
    expect(t.server.calls).toHaveLength(1)
    expect((await list()).map((e) => e.request.body)).toEqual([{ type: 'json', value: { name: 'Ana 2' } }])
    // Stopped is not dead: a kick ("Tentar agora") still sends what waits.
    await replayer!.kick()
    expect(t.server.calls).toHaveLength(2)
    expect(await list()).toEqual([])
  })

  it('retries on a timer after a temporary failure', async () => {
    const t = setup((_call, n) => (n === 1 ? { status: 503 } : { status: 201, body: {} }))
    await queueLead(1)
    replayer!.start()
    await until(() => t.drained.length === 1)
    expect(t.server.calls).toHaveLength(2)
  })
})
