// How one outbox entry goes over the wire. The default sender replays the stored HTTP request with its
// Idempotency-Key (the entry id, or the key of the user's latest retry) and, for signed entries, the token of the
// moment.
import type { OutboxEntry } from './db'
import { resolveUploadRefs, UPLOAD_REF_PREFIX } from './upload-refs'

export interface SendContext {
  fetch: typeof fetch
  token: string | null
  timeoutMs: number
  signal?: AbortSignal
  onProgress(sent: number, total: number): void
}

/** The server's answer; a sender throws instead when there was no answer at all (network). */
export interface SendOutcome {
  status: number
  body: unknown
  /** From a Retry-After header. */
  retryAfterMs?: number
}

export type Sender = (entry: OutboxEntry, ctx: SendContext) => Promise<SendOutcome>

/** The Idempotency-Key of the entry's current attempt. */
export const idempotencyKeyOf = (entry: Pick<OutboxEntry, 'id' | 'attemptKey'>): string =>
  entry.attemptKey ?? entry.id

/** Headers for any request made on behalf of an entry. */
export function entryHeaders(entry: OutboxEntry, token: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    ...entry.request.headers,
    'idempotency-key': idempotencyKeyOf(entry),
  }
  if (entry.auth && token) headers.authorization = `Bearer ${token}`
  return headers
}

export function requestSignal(ctx: Pick<SendContext, 'timeoutMs' | 'signal'>): AbortSignal | undefined {
  const signals = [
    ctx.signal,
    typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ctx.timeoutMs) : undefined,
  ]
  const present = signals.filter((s): s is AbortSignal => Boolean(s))
  if (present.length <= 1) return present[0]
  return typeof AbortSignal.any === 'function' ? AbortSignal.any(present) : present[0]
}

export function retryAfterMs(response: Response, now: number = Date.now()): number | undefined {
  const value = response.headers.get('retry-after')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return text
    }
  }
  return text
}

export const httpSender: Sender = async (entry, ctx) => {
  const { method, url, body } = entry.request
  const headers = entryHeaders(entry, ctx.token)
  let payload: BodyInit | undefined
  if (body.type === 'json') {
    payload = JSON.stringify(body.value)
    // A listing queued with its photos names them by placeholder until their uploads have ids.
    if (payload.includes(UPLOAD_REF_PREFIX)) payload = JSON.stringify(await resolveUploadRefs(body.value))
    headers['content-type'] ??= 'application/json'
  } else if (body.type === 'bytes') {
    payload = body.value
    headers['content-type'] ??= body.contentType
  }
  const response = await ctx.fetch(url, {
    method,
    headers,
    body: payload,
    signal: requestSignal(ctx),
    credentials: 'same-origin',
  })
  return { status: response.status, body: await readBody(response), retryAfterMs: retryAfterMs(response) }
}
