import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Db } from '../../db/client'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A mutation that changes nothing a search shows (e.g. a page view): leave the search cache alone. */
    keepsSearchCache?: boolean
  }
}

interface Entry {
  value: Promise<unknown>
  /** Served as is until then. */
  freshUntil: number
  /** Then served while a background load replaces it, until then; after, a request waits for a new load. */
  staleUntil: number
  refreshing: boolean
}

/**
 * Search answers by normalised query (ARCHITECTURE §8: PGlite has one connection). Fresh for `ttlMs`, then served
 * stale for up to 10 × `ttlMs` while one background load replaces the entry, so a popular search never waits on
 * an expiry. Promises are kept, so concurrent identical searches share one load. Any API write empties it.
 * Bounded: the oldest entries go first.
 */
export class SearchCache {
  private readonly entries = new Map<string, Entry>()
  private refreshing = 0
  hits = 0
  misses = 0

  /**
   * `maxRefreshing`: background loads at once (PGlite runs queries on the event loop, one at a time: 1; a pool: a
   * few, without crowding out the requests that must wait).
   */
  constructor(
    private ttlMs: number,
    private readonly maxRefreshing = 4,
    private readonly max = 5000,
  ) {}

  /** 0 turns the cache off (the benchmark's --no-cache). */
  setTtl(ms: number): void {
    this.ttlMs = ms
    this.clear()
  }

  /**
   * The cached answer of `key`, else `load()`'s. `lasting`: for values that only a write changes, never the clock
   * (counts, not pages: a highlight expiring reorders pages), kept 20 times longer.
   */
  get<T>(key: string, load: () => Promise<T>, { lasting = false } = {}): Promise<T> {
    if (this.ttlMs <= 0) return load()
    const ttl = lasting ? this.ttlMs * 20 : this.ttlMs
    const now = Date.now()
    const entry = this.entries.get(key)
    if (entry && now < entry.staleUntil) {
      this.hits++
      if (now >= entry.freshUntil && !entry.refreshing && this.refreshing < this.maxRefreshing)
        this.refresh(key, entry, load, ttl)
      return entry.value as Promise<T>
    }
    this.misses++
    return this.store(key, load(), ttl)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }

  private store<T>(key: string, value: Promise<T>, ttl: number): Promise<T> {
    const now = Date.now()
    this.entries.delete(key)
    this.entries.set(key, { value, freshUntil: now + ttl, staleUntil: now + 10 * ttl, refreshing: false })
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!)
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key))
    return value
  }

  private refresh(key: string, entry: Entry, load: () => Promise<unknown>, ttl: number): void {
    entry.refreshing = true
    this.refreshing++
    load()
      .then(
        // Only if no write emptied the cache meanwhile (the entry would be gone or replaced).
        (value) => this.entries.get(key) === entry && this.store(key, Promise.resolve(value), ttl),
        () => undefined,
      )
      .finally(() => {
        entry.refreshing = false
        this.refreshing--
      })
  }
}

const caches = new WeakMap<Db, SearchCache>()
const noCache = new SearchCache(0)

/** The cache of this app's database (one per app: tests run several apps in one process). */
export const searchCache = (db: Db): SearchCache => caches.get(db) ?? noCache

/** A stable key for a search: the parsed parameters with their keys sorted, undefined ones left out. */
export function cacheKey(kind: string, params: object): string {
  const entries = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return `${kind}:${JSON.stringify(entries)}`
}

/**
 * Any successful mutation empties the cache: listings, advertisers and catalogue all change through the API.
 * Writes that bypass it (seed, scripts) show after the TTL.
 */
export function installSearchCache(app: FastifyInstance, ttlMs: number): SearchCache {
  const cache = new SearchCache(ttlMs, app.database.engine === 'pglite' ? 1 : 4)
  caches.set(app.db, cache)
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return
    if (reply.statusCode >= 400 || request.routeOptions.config?.keepsSearchCache) return
    cache.clear()
  })
  return cache
}

/**
 * Answers from the cache as ready JSON text: a hit skips the response schema's checks and JSON.stringify (most of a
 * hit's cost). The schema still checks and trims the answer once, when it is made.
 */
export async function sendCachedJson(
  db: Db,
  reply: FastifyReply,
  key: string,
  schema: { parse(value: unknown): unknown },
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const json = await searchCache(db).get(`json:${key}`, async () =>
    JSON.stringify(schema.parse(await load())),
  )
  return reply.type('application/json; charset=utf-8').send(json)
}
