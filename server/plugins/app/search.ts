import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { connectRedis, redisOf } from '../../adapters/redis/connection'
import { SearchCache } from '../../modules/search/cache'
import type { InvalidationChannel } from '../../modules/search/invalidation'
import { schedulePgliteMaintenance } from '../../modules/search/maintenance'
import { PlacesView } from '../../modules/search/places'
import { redisChannel } from '../../modules/search/redis-invalidation'

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers of the public searches; the services that change them call `invalidate` (docs/search.md). */
    searchCache: SearchCache
    /** The towns, neighbourhoods and streets the search box suggests. */
    places: PlacesView
  }
}

/**
 * The search cache and what is derived from the searched rows: the places view (rebuilt at start and, after an
 * invalidation, lazily on a later read) and, on PGlite, the table upkeep autovacuum would do.
 */
export const search = fp(
  async (app: FastifyInstance) => {
    const testing = app.config.NODE_ENV === 'test'
    const pglite = app.database.engine === 'pglite'
    // Off in tests, which write fixtures straight to the database between requests. PGlite answers one statement
    // at a time, so every miss queues behind the others: it keeps answers four times longer.
    const ttlMs = testing ? 0 : pglite ? 60_000 : 15_000
    const cache = new SearchCache(ttlMs, pglite ? 1 : 4, undefined, await sharedChannel(app))
    const places = new PlacesView(app.database)
    cache.onInvalidate(() => places.markStale())
    app.decorate('searchCache', cache)
    app.decorate('places', places)
    if (!testing) schedulePgliteMaintenance(app, cache)

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return
      places
        .refresh({ lazy: true })
        .catch((err: unknown) => request.log.error({ err }, 'places refresh failed'))
    })
    app.addHook('onReady', () => places.refresh())
    app.addHook('onClose', () => {
      cache.drainAccountFlushes()
      return places.idle()
    })
  },
  { name: 'search' },
)

/** With REDIS_URL, invalidations reach every process through pub/sub; else the in-process default. */
async function sharedChannel(app: FastifyInstance): Promise<InvalidationChannel | undefined> {
  const publisher = redisOf(app)
  if (!publisher || !app.config.REDIS_URL) return undefined
  const subscriber = connectRedis(app.config.REDIS_URL)
  subscriber.on('error', (err: Error) => app.log.warn({ err }, 'redis subscriber error'))
  app.addHook('onClose', async () => {
    await subscriber.quit().catch(() => subscriber.disconnect())
  })
  const channel = redisChannel(
    publisher,
    subscriber,
    `${app.config.REDIS_PREFIX}search-invalidation`,
    (err) => app.log.warn({ err }, 'search invalidation over redis failed'),
  )
  await channel.ready
  return channel
}
