import type { FastifyReply } from 'fastify'
import type { z } from 'zod'
import { schemaJson } from '../../http/schema-json'
import type { Db } from '../../db/client'
import { AccountFlushes } from './account-flushes'
import { inProcessChannel, type InvalidationChannel, type InvalidationListener } from './invalidation'

/** What a service that changes search answers needs: a way to say so. */
export interface SearchInvalidator {
  /** `account`: the advertiser whose change it is (their changes empty the cache a limited number of times). */
  invalidate(reason: string, account?: number): void
}

/** What the readers of search need: the database and the cache of answers. */
export interface SearchDeps {
  db: Db
  searchCache: SearchCache
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
 * Search answers by normalised query: the embedded engine answers one query at a time, so a popular search must
 * not reach it on every visit. Fresh for `ttlMs`, then served stale for up to 10 × `ttlMs` while one background
 * load replaces the entry, so a popular search never waits on an expiry. Promises are kept, so concurrent
 * identical searches share one load. Emptied by `invalidate`, which the services that change what search returns
 * call (docs/search.md lists them). Bounded: the oldest entries go first.
 */
export class SearchCache implements SearchInvalidator {
  private readonly entries = new Map<string, Entry>()
  private refreshing = 0
  private cleared = 0
  private readonly listeners: InvalidationListener[] = []
  private readonly accountFlushes = new AccountFlushes((reason) => this.channel.publish(reason))
  hits = 0
  misses = 0
  /** Invalidations received (from this process or, with a shared channel, another). */
  invalidations = 0

  /**
   * `maxRefreshing`: background loads at once (PGlite runs one statement at a time: 1; a pool: a few, without
   * crowding out the requests that must wait).
   */
  constructor(
    private ttlMs: number,
    private readonly maxRefreshing = 4,
    private readonly max = 5000,
    private readonly channel: InvalidationChannel = inProcessChannel(),
  ) {
    channel.subscribe((reason) => {
      this.invalidations++
      this.clear()
      for (const listener of this.listeners) listener(reason)
    })
  }

  /**
   * Search answers are out of date: empties this cache (and, through the channel, every process's). A change by
   * an advertiser (`account`) does so within the account's share (account-flushes.ts); staff's and the system's at
   * once.
   */
  invalidate(reason: string, account?: number): void {
    if (account === undefined) this.channel.publish(reason)
    else this.accountFlushes.request(account, reason)
  }

  /** Empties the cache now for the changes still gathered (the server is closing). */
  drainAccountFlushes(): void {
    this.accountFlushes.drain()
  }

  /** Also told of every invalidation: what else is derived from the searched rows (the places view…). */
  onInvalidate(listener: InvalidationListener): void {
    this.listeners.push(listener)
  }

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

  /** The cached answer of `key` while it may still be served, without loading it (and without a refresh). */
  peek<T>(key: string): Promise<T> | undefined {
    const entry = this.ttlMs > 0 ? this.entries.get(key) : undefined
    if (!entry || Date.now() >= entry.staleUntil) return undefined
    this.hits++
    return entry.value as Promise<T>
  }

  /** Bumped by every emptying: a value read before it must not be kept after it (see `remember`). */
  get generation(): number {
    return this.cleared
  }

  /**
   * Keeps `value`, read alongside something else (a count read with its page), as `key`'s answer, unless the
   * cache was emptied since the reading began (`since`: the `generation` then): it may predate the change.
   */
  remember(key: string, value: unknown, since: number, { lasting = false } = {}): void {
    if (this.ttlMs <= 0 || since !== this.cleared) return
    this.misses++
    this.store(key, Promise.resolve(value), lasting ? this.ttlMs * 20 : this.ttlMs)
  }

  clear(): void {
    this.cleared++
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
        // Only if no invalidation emptied the cache meanwhile (the entry would be gone or replaced).
        (value) => this.entries.get(key) === entry && this.store(key, Promise.resolve(value), ttl),
        () => undefined,
      )
      .finally(() => {
        entry.refreshing = false
        this.refreshing--
      })
  }
}

/** A stable key for a search: the parsed parameters with their keys sorted, undefined ones left out. */
export function cacheKey(kind: string, params: object): string {
  const entries = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return `${kind}:${JSON.stringify(entries)}`
}

/**
 * Answers from the cache as ready JSON text: a hit skips writing the answer (most of a hit's cost). The answer is
 * written once, when it is made, by the serializer compiled from its schema (which keeps only the schema's fields).
 */
export async function sendCachedJson(
  cache: SearchCache,
  reply: FastifyReply,
  key: string,
  schema: z.ZodType,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const json = await cache.get(`json:${key}`, async () => schemaJson(schema, await load()))
  return reply.type('application/json; charset=utf-8').send(json)
}
