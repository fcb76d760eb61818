import { createRequire } from 'node:module'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'

// The client is loaded with the first connection: a single process without REDIS_URL never carries it (some 15 MB).
const loadRedis = () => (createRequire(import.meta.url)('ioredis') as typeof import('ioredis')).Redis

/**
 * A Redis connection that fails fast: a command waits at most a second and is not queued while the connection is
 * down, so a Redis outage answers errors instead of holding requests open. `keyPrefix` is put before every key.
 */
export function connectRedis(url: string, keyPrefix = ''): Redis {
  const RedisClient = loadRedis()
  return new RedisClient(url, {
    keyPrefix,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  })
}

const perApp = new WeakMap<FastifyInstance, Redis>()

/**
 * The app's shared Redis connection (rate limits, the search cache's channel), opened on first use and closed
 * with the app; null without REDIS_URL (one process keeps its state in memory).
 */
export function redisOf(app: FastifyInstance): Redis | null {
  const url = app.config.REDIS_URL
  if (!url) return null
  let redis = perApp.get(app)
  if (!redis) {
    const created = connectRedis(url, app.config.REDIS_PREFIX)
    created.on('error', (err: Error) => app.log.warn({ err }, 'redis connection error'))
    app.addHook('onClose', async () => {
      await created.quit().catch(() => created.disconnect())
    })
    perApp.set(app, created)
    redis = created
  }
  return redis
}
