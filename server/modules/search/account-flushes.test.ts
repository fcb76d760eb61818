import { describe, expect, it } from 'vitest'
import { AccountFlushes, FLUSH_WINDOW_MS, FLUSHES_AT_ONCE, type Clock } from './account-flushes'

/** A clock the test moves by hand, with the timers it holds. */
function manualClock() {
  let now = 0
  const timers = new Map<number, { at: number; run: () => void }>()
  let next = 0
  const clock: Clock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = ++next
      timers.set(id, { at: now + ms, run })
      return id as unknown as ReturnType<typeof setTimeout>
    },
    clearTimeout: (timer) => void timers.delete(timer as unknown as number),
  }
  const advance = (ms: number) => {
    now += ms
    for (const [id, timer] of [...timers]) {
      if (timer.at > now) continue
      timers.delete(id)
      timer.run()
    }
  }
  return { clock, advance, pending: () => timers.size }
}

describe("an account's search cache flushes", () => {
  it('empties the cache at once for the first changes of a minute, then once at its end for the rest', () => {
    const { clock, advance } = manualClock()
    const flushed: string[] = []
    const flushes = new AccountFlushes((reason) => flushed.push(reason), clock)
    for (let i = 0; i < 40; i++) flushes.request(7, 'listing updated')
    expect(flushed).toHaveLength(FLUSHES_AT_ONCE)
    advance(FLUSH_WINDOW_MS - 1)
    expect(flushed).toHaveLength(FLUSHES_AT_ONCE)
    advance(1)
    expect(flushed).toHaveLength(FLUSHES_AT_ONCE + 1)
    // A new minute: at once again.
    flushes.request(7, 'listing updated')
    expect(flushed).toHaveLength(FLUSHES_AT_ONCE + 2)
  })

  it("keeps each account's share apart, and empties what is gathered when the server closes", () => {
    const { clock, pending } = manualClock()
    let count = 0
    const flushes = new AccountFlushes(() => count++, clock)
    for (let i = 0; i < 10; i++) flushes.request(1, 'a')
    flushes.request(2, 'b')
    expect(count).toBe(FLUSHES_AT_ONCE + 1)
    expect(pending()).toBe(1)
    flushes.drain()
    expect(count).toBe(FLUSHES_AT_ONCE + 2)
    expect(pending()).toBe(0)
  })
})
