import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { setReplayToken } from './token-mirror'
import { enqueue, list } from './outbox'
import { handleSyncEvent, OUTBOX_SYNC_TAG, requestBackgroundSync } from './sw-sync'
import { fakeServer, freshIndexedDb } from './test-helpers'

beforeEach(freshIndexedDb)

function syncEvent(tag: string) {
  const waits: Promise<unknown>[] = []
  return { event: { tag, waitUntil: (p: Promise<unknown>) => waits.push(p) }, waits }
}

describe('service worker sync', () => {
  it('replays the outbox on the "outbox" sync with the token kept for the worker', async () => {
    await setReplayToken('tok')
    await enqueue({
      kind: 'listing',
      request: { method: 'POST', url: '/v1/properties', body: { name: 'Casa' } },
    })
    const server = fakeServer()
    const { event, waits } = syncEvent(OUTBOX_SYNC_TAG)
    expect(handleSyncEvent(event, { fetch: server.fetch, lock: null })).toBe(true)
    await Promise.all(waits)
    expect(server.calls[0]!.headers.authorization).toBe('Bearer tok')
    expect(await list()).toEqual([])
  })

  it('rejects while entries still wait, so the browser tries the sync again', async () => {
    await enqueue({ kind: 'lead', request: { method: 'POST', url: '/api/leads', body: {} }, auth: false })
    const { event, waits } = syncEvent(OUTBOX_SYNC_TAG)
    handleSyncEvent(event, { fetch: fakeServer(() => 'network').fetch, lock: null })
    await expect(waits[0]).rejects.toThrow(/1 entries still waiting/)
  })

  it('ignores other tags', () => {
    const { event, waits } = syncEvent('something-else')
    expect(handleSyncEvent(event)).toBe(false)
    expect(waits).toHaveLength(0)
  })

  it('registers a Background Sync where the browser has it, and says false elsewhere', async () => {
    const tags: string[] = []
    const registration = { sync: { register: async (tag: string) => void tags.push(tag) } }
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration },
    })
    expect(await requestBackgroundSync()).toBe(true)
    expect(tags).toEqual(['outbox'])
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({}) },
    })
    expect(await requestBackgroundSync()).toBe(false)
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined })
    expect(await requestBackgroundSync()).toBe(false)
  })
})
