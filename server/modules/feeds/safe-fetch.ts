import http from 'node:http'
import https from 'node:https'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from '../../adapters/push/public-endpoint'

// Downloads on an agency's behalf (its feed, its photos) reach only the internet, never the server itself or the
// network behind it: http(s) only, no credentials in the URL, and every address the name resolves to must be public
// — the same addresses push endpoints are held to. The check runs inside the connection's own lookup, so the
// address checked is the address connected to (a name that resolves elsewhere a moment later changes nothing), and
// again at every redirect.

export class FetchRefused extends Error {
  constructor(
    readonly reason: 'url' | 'address' | 'status' | 'size' | 'timeout' | 'network',
    message: string,
  ) {
    super(message)
  }
}

export interface SafeFetchOptions {
  maxBytes: number
  timeoutMs: number
  signal?: AbortSignal
  /** Tests and benchmarks only: hosts served locally that may be reached although private. */
  allowHost?: ((url: URL) => boolean) | null
}

const MAX_REDIRECTS = 3

/**
 * Tests only (FEEDS_ALLOW_LOOPBACK): a host written as a literal loopback address, 127.0.0.0/8 or [::1]. A name is
 * never allowed (what it resolves to is not checked once allowed), and each redirect is asked again.
 */
export const loopbackHost = (url: URL): boolean => {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  return (isIP(host) === 4 && host.startsWith('127.')) || host === '::1'
}

/** An http(s) URL without credentials; null otherwise. */
export function parseFetchUrl(raw: string): URL | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null
  return url
}

/** Resolves like the system, then refuses the connection unless every address is public. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0)
    if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))
      return callback(
        Object.assign(new Error(`${hostname} is not a public address`), { code: 'EPRIVATE' }),
        '',
        0,
      )
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

function once(url: URL, opts: SafeFetchOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const allowed = opts.allowHost?.(url) === true
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  // A literal address never goes through lookup: check it here.
  if (!allowed && isIP(host) && !isPublicAddress(host))
    return Promise.reject(new FetchRefused('address', `${host} is not a public address`))
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        signal,
        lookup: allowed ? undefined : publicLookup,
        headers: { 'user-agent': 'MercadoIrece-Feeds/1.0' },
      },
      resolve,
    )
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPRIVATE') reject(new FetchRefused('address', err.message))
      else if (signal.aborted) reject(new FetchRefused('timeout', 'timed out'))
      else reject(new FetchRefused('network', err.message))
    })
  })
}

/**
 * GETs `raw` and answers its body as a stream of chunks, at most `maxBytes` in all (FetchRefused beyond), within
 * `timeoutMs` from the request to the last byte.
 */
export async function* safeFetch(raw: string, opts: SafeFetchOptions): AsyncGenerator<Buffer> {
  const timeout = AbortSignal.timeout(opts.timeoutMs)
  const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout
  const first = parseFetchUrl(raw)
  if (!first) throw new FetchRefused('url', 'not an http(s) URL')
  let url: URL = first
  let res = await once(url, opts, signal)
  for (
    let hops = 0;
    res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && res.headers.location;
    hops++
  ) {
    res.resume()
    const next: URL | null =
      hops < MAX_REDIRECTS ? parseFetchUrl(new URL(res.headers.location, url).href) : null
    if (!next) throw new FetchRefused('url', 'too many or bad redirects')
    url = next
    res = await once(url, opts, signal)
  }
  if (res.statusCode !== 200) {
    res.resume()
    throw new FetchRefused('status', `HTTP ${res.statusCode}`)
  }
  const declared = Number(res.headers['content-length'] ?? 0)
  if (declared > opts.maxBytes) {
    res.destroy()
    throw new FetchRefused('size', 'too large')
  }
  let total = 0
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      total += chunk.length
      if (total > opts.maxBytes) throw new FetchRefused('size', 'too large')
      yield chunk
    }
  } catch (err) {
    res.destroy()
    if (err instanceof FetchRefused) throw err
    throw new FetchRefused(signal.aborted ? 'timeout' : 'network', (err as Error).message)
  }
}

/** The whole body of `raw` as one buffer (photos). */
export async function safeFetchBytes(raw: string, opts: SafeFetchOptions): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of safeFetch(raw, opts)) chunks.push(chunk)
  return Buffer.concat(chunks)
}
