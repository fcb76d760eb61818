import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { freshIndexedDb } from './test-helpers'

const request = { method: 'post', url: '/api/leads', body: { name: 'Ana' } }
const settledWithin = (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))])

beforeEach(async () => {
  await freshIndexedDb()
  vi.resetModules()
})

describe('outboxInUse', () => {
  it('stays pending while the outbox is empty, and resolves when something is queued', async () => {
    const { outboxInUse } = await import('./boot')
    const { enqueue } = await import('./outbox')
    const inUse = outboxInUse()
    expect(await settledWithin(inUse, 50)).toBe(false)
    await enqueue({ kind: 'lead', request })
    expect(await settledWithin(inUse, 50)).toBe(true)
  })

  it('resolves at once when entries are left from an earlier visit', async () => {
    const { enqueue } = await import('./outbox')
    await enqueue({ kind: 'lead', request })
    vi.resetModules()
    const { outboxInUse } = await import('./boot')
    expect(await settledWithin(outboxInUse(), 200)).toBe(true)
  })

  it('on a device that never queued anything, does not create the offline database', async () => {
    const { outboxInUse } = await import('./boot')
    const inUse = outboxInUse()
    expect(await settledWithin(inUse, 50)).toBe(false)
    const names = (await indexedDB.databases()).map((d) => d.name)
    expect(names).not.toContain('mercado-irece-offline')
  })
})
