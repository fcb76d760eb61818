import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { enqueue, getEntry, sendNow, subscribe } from './outbox'
import { claimNext, reschedule } from './transitions'
import { freshIndexedDb } from './test-helpers'

beforeEach(freshIndexedDb)

const queued = () =>
  enqueue({
    kind: 'listing',
    label: { title: 'Casa' },
    request: { method: 'POST', url: '/v1/properties', body: { name: 'Casa' } },
  })

describe('sendNow', () => {
  it('makes pending entries due at once, past their backoff, and says they changed', async () => {
    const waiting = await queued()
    await claimNext(1_000, 60_000)
    await reschedule(waiting.id, { status: 401, detail: 'Entre na sua conta para continuar.' }, 1_000, {
      random: () => 1,
      minDelayMs: 60_000,
    })
    expect((await getEntry(waiting.id))!.nextAttemptAt).toBeGreaterThan(50_000)
    const changed: string[][] = []
    const stop = subscribe((c) => changed.push([...c.ids]))
    await sendNow([waiting.id, 'unknown'], 2_000)
    stop()
    expect((await getEntry(waiting.id))!).toMatchObject({ status: 'pending', nextAttemptAt: 2_000 })
    expect(changed).toEqual([[waiting.id]])
  })

  it('leaves an entry already due alone', async () => {
    const due = await queued()
    const before = (await getEntry(due.id))!
    await sendNow([due.id], before.nextAttemptAt + 10)
    expect((await getEntry(due.id))!.updatedAt).toBe(before.updatedAt)
  })
})
