import type { Redis } from 'ioredis'

export const GUESS_WINDOW_MS = 15 * 60 * 1000

export interface GuessCount {
  count: number
  /** When this count's window ends (ms since the epoch). */
  until: number
}

/**
 * Failure counters per key, each forgotten GUESS_WINDOW_MS after its first failure. Kept in Redis when the app runs
 * as several processes, so spreading guesses over processes gains an attacker nothing.
 */
export interface GuessCounter {
  get(key: string): Promise<GuessCount | null>
  add(key: string): Promise<GuessCount>
  clear(key: string): Promise<void>
}

/** One process: a map that drops expired keys when it grows. */
export function memoryGuessCounter(): GuessCounter {
  const entries = new Map<string, GuessCount>()
  const live = (key: string, now: number) => {
    const entry = entries.get(key)
    if (entry && entry.until <= now) entries.delete(key)
    return entry && entry.until > now ? entry : null
  }
  return {
    async get(key) {
      return live(key, Date.now())
    },
    async add(key) {
      const now = Date.now()
      const entry = live(key, now) ?? { count: 0, until: now + GUESS_WINDOW_MS }
      entry.count += 1
      entries.set(key, entry)
      if (entries.size > 100_000) for (const [k, e] of entries) if (e.until <= now) entries.delete(k)
      return entry
    },
    async clear(key) {
      entries.delete(key)
    },
  }
}

/** Shared by every process: INCR with the window set on the first failure only (PEXPIRE NX). */
export function redisGuessCounter(redis: Redis, namespace: string): GuessCounter {
  const k = (key: string) => `guesses:${namespace}:${key}`
  const read = (count: number, ttl: number): GuessCount => ({
    count,
    until: Date.now() + (ttl > 0 ? ttl : GUESS_WINDOW_MS),
  })
  return {
    async get(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(k(key)).pttl(k(key)).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ]
      return count === null ? null : read(Number(count), ttl)
    },
    async add(key) {
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(k(key))
        .pexpire(k(key), GUESS_WINDOW_MS, 'NX')
        .pttl(k(key))
        .exec()) as [[unknown, number], unknown, [unknown, number]]
      return read(count, ttl)
    },
    async clear(key) {
      await redis.del(k(key))
    },
  }
}
