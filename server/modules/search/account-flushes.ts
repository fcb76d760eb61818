// Emptying the search cache costs every visitor a slower search for a while, so one account's edits may not do it
// without end (flipping a listing between paused and live, in a loop). An advertiser's first few changes in a
// minute empty it at once, as before; further ones within that minute are gathered into one, at the minute's
// end. An advertiser editing a dozen listings sees the last ones in search at most a minute later, and the cache
// empties at most FLUSHES_AT_ONCE + 1 times a minute per account.

export const FLUSHES_AT_ONCE = 5
export const FLUSH_WINDOW_MS = 60_000

interface Window {
  start: number
  flushes: number
  /** The gathered flush, due at the window's end. */
  pending: ReturnType<typeof setTimeout> | null
}

export interface Clock {
  now(): number
  setTimeout(run: () => void, ms: number): ReturnType<typeof setTimeout>
  clearTimeout(timer: ReturnType<typeof setTimeout>): void
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer),
}

export class AccountFlushes {
  private readonly windows = new Map<number, Window>()

  constructor(
    private readonly flush: (reason: string) => void,
    private readonly clock: Clock = realClock,
  ) {}

  /** The account's change needs the cache emptied: now, or at the end of its window when it has had its share. */
  request(account: number, reason: string): void {
    const now = this.clock.now()
    let window = this.windows.get(account)
    if (!window || now - window.start >= FLUSH_WINDOW_MS) {
      if (window?.pending) return // the gathered flush is about to run and covers this change too
      window = { start: now, flushes: 0, pending: null }
      this.windows.set(account, window)
    }
    if (window.flushes < FLUSHES_AT_ONCE) {
      window.flushes++
      this.flush(reason)
      return
    }
    if (window.pending) return
    const due = window.start + FLUSH_WINDOW_MS - now
    window.pending = this.clock.setTimeout(() => {
      this.windows.delete(account)
      this.flush(`${reason} (gathered)`)
    }, due)
  }

  /** Runs the gathered flushes now (closing the server: nothing is left out of date). */
  drain(): void {
    for (const [account, window] of this.windows) {
      if (!window.pending) continue
      this.clock.clearTimeout(window.pending)
      this.flush('gathered at close')
      this.windows.delete(account)
    }
    this.windows.clear()
  }
}
