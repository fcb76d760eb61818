// The page's replayer: replays the outbox on start, when the browser says it is back online, when something
// is queued (here or in another tab) and on a timer while entries wait. Emits 'drained' when nothing waits
// any more (for the "tudo enviado" toast) and 'completed' for each entry the server accepted here.
import { getReplayToken } from './auth-token'
import { subscribe } from './changes'
import type { OutboxEntry } from './db'
import { countWaiting, nextDueAt } from './outbox'
import { replayOutbox, type ReplayOptions } from './replay'
import type { SendOutcome } from './send'
import { requestBackgroundSync } from './sw-sync'

export interface ReplayerOptions extends Omit<ReplayOptions, 'signal' | 'onCompleted'> {
  /** Longest wait between two passes while entries wait (default 60 s). */
  maxIdleMs?: number
  /** Shortest wait, so a burst of changes does not spin (default 1 s). */
  minIdleMs?: number
  /** Where 'online' is heard; default globalThis (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  isOnline?: () => boolean
  requestSync?: () => Promise<boolean>
}

export interface DrainedDetail {
  /** Entries this page sent since the queue last had something waiting. */
  sent: number
}
export interface CompletedDetail {
  entry: OutboxEntry
  response: SendOutcome
}

export class Replayer extends EventTarget {
  private running: Promise<void> | null = null
  private again = false
  private timer: ReturnType<typeof setTimeout> | null = null
  private waiting = 0
  private sentSinceDrain = 0
  private stopped = true
  private unsubscribe: (() => void) | null = null
  /** Aborted by stop(): a pass in flight then claims no further entry (a later kick runs a new pass). */
  private passes = new AbortController()
  private readonly onOnline = () => void this.kick()

  constructor(private readonly options: ReplayerOptions = {}) {
    super()
  }

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    ;(this.options.events ?? globalThis).addEventListener('online', this.onOnline)
    this.unsubscribe = subscribe(() => void this.kick())
    void this.kick()
  }

  /** Resolves once a pass in flight has ended. */
  stop(): Promise<void> {
    this.stopped = true
    this.passes.abort()
    this.passes = new AbortController()
    ;(this.options.events ?? globalThis).removeEventListener('online', this.onOnline)
    this.unsubscribe?.()
    this.unsubscribe = null
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    return this.running ?? Promise.resolve()
  }

  /** Runs a pass now (or right after the current one); resolves when the queue state has been checked. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = this.loop().finally(() => {
      this.running = null
    })
    return this.running
  }

  private online(): boolean {
    if (this.options.isOnline) return this.options.isOnline()
    const nav = globalThis.navigator as { onLine?: boolean } | undefined
    return nav?.onLine !== false
  }

  private async loop(): Promise<void> {
    do {
      this.again = false
      if (this.online()) {
        const result = await replayOutbox({
          getToken: getReplayToken,
          ...this.options,
          signal: this.passes.signal,
          onCompleted: (entry, response) => {
            this.dispatchEvent(new CustomEvent<CompletedDetail>('completed', { detail: { entry, response } }))
          },
        })
        this.sentSinceDrain += result.sent
      }
      await this.observe()
    } while (this.again && !this.stopped)
    await this.schedule()
  }

  private async observe(): Promise<void> {
    const before = this.waiting
    this.waiting = await countWaiting()
    if ((before > 0 || this.sentSinceDrain > 0) && this.waiting === 0) {
      this.dispatchEvent(new CustomEvent<DrainedDetail>('drained', { detail: { sent: this.sentSinceDrain } }))
      this.sentSinceDrain = 0
    }
    // Let the service worker finish the job if this tab is closed before the signal returns.
    if (this.waiting > 0) void (this.options.requestSync ?? requestBackgroundSync)()
  }

  private async schedule(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    if (this.stopped || this.waiting === 0) return
    const now = (this.options.now ?? Date.now)()
    const due = (await nextDueAt()) ?? now + (this.options.maxIdleMs ?? 60_000)
    const wait = Math.min(
      Math.max(due - now, this.options.minIdleMs ?? 1_000),
      this.options.maxIdleMs ?? 60_000,
    )
    this.timer = setTimeout(() => void this.kick(), wait)
  }
}

export function createReplayer(options?: ReplayerOptions): Replayer {
  return new Replayer(options)
}

let shared: Replayer | null = null

/** The page's one replayer: main.tsx starts it, the UI listens to it ('drained', 'completed'). */
export function pageReplayer(): Replayer {
  shared ??= new Replayer()
  return shared
}
