import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { BACKOFF_CAP_MS, backoffCeiling, backoffDelay } from './backoff'
import { enqueue, getEntry } from './outbox'
import { replayOutbox } from './replay'
import { fakeServer, freshIndexedDb } from './test-helpers'

beforeEach(freshIndexedDb)

describe('backoff', () => {
  it('doubles from 2 s up to a 5 min cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map((n) => backoffCeiling(n))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000,
    ])
  })

  it('draws a full-jitter delay within [0, ceiling]', () => {
    for (const attempts of [1, 3, 9, 100]) {
      expect(backoffDelay(attempts, () => 0)).toBe(0)
      expect(backoffDelay(attempts, () => 0.999999)).toBeLessThanOrEqual(backoffCeiling(attempts))
      expect(backoffDelay(attempts, () => 0.999999)).toBeGreaterThan(backoffCeiling(attempts) * 0.99)
      for (let i = 0; i < 50; i++) {
        const d = backoffDelay(attempts)
        expect(d).toBeGreaterThanOrEqual(0)
        expect(d).toBeLessThanOrEqual(Math.min(BACKOFF_CAP_MS, backoffCeiling(attempts)))
      }
    }
  })

  it('an entry failing again and again waits within growing bounds', async () => {
    let now = 0
    const entry = await enqueue(
      { kind: 'lead', request: { method: 'POST', url: '/api/leads', body: {} }, auth: false },
      now,
    )
    const server = fakeServer(() => ({ status: 503 }))
    const waits: number[] = []
    for (let attempt = 1; attempt <= 10; attempt++) {
      await replayOutbox({ fetch: server.fetch, lock: null, now: () => now, random: () => 0.999999 })
      const stored = await getEntry(entry.id)
      expect(stored).toMatchObject({ status: 'pending', attempts: attempt })
      const wait = stored!.nextAttemptAt - now
      expect(wait).toBeLessThanOrEqual(backoffCeiling(attempt))
      waits.push(wait)
      now = stored!.nextAttemptAt
    }
    expect(waits.slice(0, 8)).toEqual([...waits.slice(0, 8)].sort((a, b) => a - b))
    expect(waits[9]).toBe(BACKOFF_CAP_MS)
  })
})
