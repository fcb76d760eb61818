// Sends what waits in the outbox, in queue order, one replayer at a time (page or service worker). Retry
// policy: 2xx completes; 408, 429, 5xx and network errors go back to pending with backoff and end this run
// (the connection or the server is not ready: the rest would fail the same way); 401 on a signed request
// waits for a fresh token the same way; any other 4xx fails for good with the server's pt-BR message.
// No DOM-only APIs: this runs in the service worker too.
import { errorMsg } from '../../domain/messages'
import type { OutboxEntry, OutboxError } from './db'
import type { OutboxKind } from './kinds'
import { claimNext, complete, fail, recoverAbandoned, reschedule, setProgress } from './transitions'
import { httpSender, type SendOutcome, type Sender } from './send'
import { PHOTO_KIND, tusSender } from './upload-sender'

export const REPLAY_LOCK = 'outbox-replay'
/** Kinds that do not go out as one plain request. */
const defaultSenders: Partial<Record<OutboxKind, Sender>> = { [PHOTO_KIND]: tusSender }
const LEASE_MS = 2 * 60_000

/** Runs `fn` holding the named lock, or reports that another context holds it. */
export type LockRunner = <T>(
  name: string,
  fn: () => Promise<T>,
) => Promise<{ acquired: true; value: T } | { acquired: false }>

/** The Web Locks API with `ifAvailable` (never waits), or null where the browser lacks it. */
export function webLocks(locks: LockManager | undefined = globalThis.navigator?.locks): LockRunner | null {
  if (!locks) return null
  return async <T>(name: string, fn: () => Promise<T>) => {
    let outcome: { acquired: true; value: T } | { acquired: false } = { acquired: false }
    await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (lock) outcome = { acquired: true, value: await fn() }
    })
    return outcome
  }
}

export interface ReplayOptions {
  fetch?: typeof fetch
  now?: () => number
  random?: () => number
  /** Default: webLocks(). null runs without a lock (per-entry claims still keep sends exclusive). */
  lock?: LockRunner | null
  /** The signed-in user's token, read at send time (it is never stored with the entries). */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>
  /** Per-kind senders, over the defaults (photos: resumable tus); others go out as plain HTTP requests. */
  senders?: Partial<Record<OutboxKind, Sender>>
  timeoutMs?: number
  signal?: AbortSignal
  onCompleted?: (entry: OutboxEntry, response: SendOutcome) => void
}

export interface ReplayResult {
  /** False when another replayer held the lock. */
  ran: boolean
  sent: number
  failed: number
  rescheduled: number
}

type Verdict = 'complete' | 'retry-stop' | 'retry-next' | 'fail'

function errorOf(outcome: SendOutcome): OutboxError {
  const body = outcome.body as {
    errors?: { detail?: unknown; code?: unknown; source?: { pointer?: unknown } }[]
  } | null
  const first = body && typeof body === 'object' && Array.isArray(body.errors) ? body.errors[0] : undefined
  const pointer = first?.source?.pointer
  return {
    status: outcome.status,
    detail: typeof first?.detail === 'string' ? first.detail : errorMsg.generic,
    ...(typeof first?.code === 'string' ? { code: first.code } : {}),
    ...(typeof pointer === 'string' ? { pointer } : {}),
  }
}

function judge(entry: OutboxEntry, outcome: SendOutcome, error: OutboxError): Verdict {
  const { status } = outcome
  if (status >= 200 && status < 300) return 'complete'
  if (status === 408 || status === 429 || status >= 500) return 'retry-stop'
  // Another copy of this very request is still running on the server: ask again later.
  if (status === 409 && error.code === 'idempotency_in_progress') return 'retry-next'
  if (status === 401 && entry.auth) return 'retry-stop'
  if (status >= 400) return 'fail'
  return 'retry-next'
}

async function run(opts: ReplayOptions, holdsLock: boolean): Promise<Omit<ReplayResult, 'ran'>> {
  const now = opts.now ?? Date.now
  const result = { sent: 0, failed: 0, rescheduled: 0 }
  await recoverAbandoned(now(), holdsLock)
  while (!opts.signal?.aborted) {
    const entry = await claimNext(now(), LEASE_MS)
    if (!entry) break
    const sender = opts.senders?.[entry.kind] ?? defaultSenders[entry.kind] ?? httpSender
    let outcome: SendOutcome
    try {
      const token = entry.auth ? await opts.getToken?.() : null
      outcome = await sender(entry, {
        fetch: opts.fetch ?? globalThis.fetch.bind(globalThis),
        token: token ?? null,
        timeoutMs: opts.timeoutMs ?? 60_000,
        signal: opts.signal,
        onProgress: (sent, total) => void setProgress(entry.id, sent, total, now(), LEASE_MS),
      })
    } catch (err) {
      // No answer (offline, DNS, timeout, reset): the network is not there; stop here.
      const detail = err instanceof Error ? err.message : String(err)
      await reschedule(entry.id, { status: 0, detail, code: 'network' }, now(), { random: opts.random })
      result.rescheduled++
      break
    }
    const error = errorOf(outcome)
    const verdict = judge(entry, outcome, error)
    if (verdict === 'complete') {
      const done = await complete(entry.id, { status: outcome.status, body: outcome.body }, now())
      result.sent++
      if (done) opts.onCompleted?.(done, outcome)
    } else if (verdict === 'fail') {
      await fail(entry.id, error, now())
      result.failed++
    } else {
      await reschedule(entry.id, error, now(), { random: opts.random, minDelayMs: outcome.retryAfterMs })
      result.rescheduled++
      if (verdict === 'retry-stop') break
    }
  }
  return result
}

/** One replay pass over the due entries. Safe to call from anywhere, any time. */
export async function replayOutbox(opts: ReplayOptions = {}): Promise<ReplayResult> {
  const lock = opts.lock === undefined ? webLocks() : opts.lock
  if (!lock) return { ran: true, ...(await run(opts, false)) }
  const outcome = await lock(REPLAY_LOCK, () => run(opts, true))
  return outcome.acquired
    ? { ran: true, ...outcome.value }
    : { ran: false, sent: 0, failed: 0, rescheduled: 0 }
}
