import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { getReplayToken } from './auth-token'
import { mirrorToReplayer } from './token-mirror'
import { discard, enqueue, watch, type OutboxEntry } from './outbox'
import { freshIndexedDb } from './test-helpers'

beforeEach(freshIndexedDb)

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 5))
  expect(await check()).toBe(true)
}

describe('mirrorToReplayer', () => {
  it('keeps the replayers’ copy of the token in step with the client’s store', async () => {
    let value: string | null = 'first'
    const store = mirrorToReplayer({
      get: () => value,
      set: (t: string) => void (value = t),
      clear: () => void (value = null),
    })
    await until(async () => (await getReplayToken()) === 'first')
    store.set('second')
    expect(store.get()).toBe('second')
    await until(async () => (await getReplayToken()) === 'second')
    store.clear()
    await until(async () => (await getReplayToken()) === null)
  })
})

describe('watch', () => {
  it('hands the queue panel the whole list now and after each change', async () => {
    const seen: OutboxEntry[][] = []
    const off = watch((entries) => seen.push(entries))
    await until(() => seen.length === 1)
    expect(seen[0]).toEqual([])
    const entry = await enqueue({ kind: 'lead', request: { method: 'POST', url: '/api/leads', body: {} } })
    await until(() => seen.at(-1)?.length === 1)
    await discard(entry.id)
    await until(() => seen.at(-1)?.length === 0)
    off()
  })
})
