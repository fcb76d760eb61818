import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/query-persist-client-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createIdbPersister } from './idb-persister'

let n = 0
const freshName = () => `mi-query-test-${++n}`

afterEach(() => {
  vi.useRealTimers()
})

describe('IndexedDB query persister', () => {
  it('restores a saved cache into a new QueryClient (a listing seen once opens offline)', async () => {
    const dbName = freshName()
    const persister = createIdbPersister({ dbName, throttleMs: 0 })
    const first = new QueryClient()
    first.setQueryData(['properties', 'detail', '42'], { data: { id: '42', name: 'Casa no Centro' } })
    await persistQueryClientSave({ queryClient: first, persister, buster: 'b1' })
    await persister.flush()

    const second = new QueryClient()
    await persistQueryClientRestore({
      queryClient: second,
      persister: createIdbPersister({ dbName }),
      buster: 'b1',
    })
    expect(second.getQueryData(['properties', 'detail', '42'])).toEqual({
      data: { id: '42', name: 'Casa no Centro' },
    })
  })

  it('drops a cache saved by another build (buster) or older than maxAge', async () => {
    const dbName = freshName()
    const persister = createIdbPersister({ dbName, throttleMs: 0 })
    const client = new QueryClient()
    client.setQueryData(['k'], 1)
    await persistQueryClientSave({ queryClient: client, persister, buster: 'old' })
    await persister.flush()

    const other = new QueryClient()
    await persistQueryClientRestore({ queryClient: other, persister, buster: 'new' })
    expect(other.getQueryData(['k'])).toBeUndefined()
    expect(await persister.restoreClient()).toBeUndefined()

    await persistQueryClientSave({ queryClient: client, persister, buster: 'x' })
    await persister.flush()
    const later = new QueryClient()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000)
    await persistQueryClientRestore({
      queryClient: later,
      persister,
      buster: 'x',
      maxAge: 7 * 24 * 60 * 60 * 1000,
    })
    expect(later.getQueryData(['k'])).toBeUndefined()
  })

  it('throttles writes: only the latest client is written, once', async () => {
    const dbName = freshName()
    const persister = createIdbPersister({ dbName, throttleMs: 50 })
    const client = (value: number) => ({
      timestamp: Date.now(),
      buster: '',
      clientState: {
        mutations: [],
        queries: [{ queryKey: ['v'], queryHash: '["v"]', state: { data: value } }],
      },
    })
    await persister.persistClient(client(1) as never)
    await persister.persistClient(client(2) as never)
    expect(await persister.restoreClient()).toBeUndefined()
    await new Promise((r) => setTimeout(r, 80))
    const stored = await persister.restoreClient()
    expect(stored?.clientState.queries[0]?.state.data).toBe(2)
  })

  it('removeClient forgets the stored cache', async () => {
    const persister = createIdbPersister({ dbName: freshName(), throttleMs: 0 })
    const client = new QueryClient()
    client.setQueryData(['k'], 1)
    await persistQueryClientSave({ queryClient: client, persister })
    await persister.flush()
    await persister.removeClient()
    expect(await persister.restoreClient()).toBeUndefined()
  })
})
