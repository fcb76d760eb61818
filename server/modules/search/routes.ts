import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { documentSchema } from '../../../src/domain/api'
import { placeSchema, placesQuerySchema } from '../../../src/domain/search'
import { publicCache } from '../../http/public-read'
import { cacheKey, installSearchCache, sendCachedJson } from './cache'
import { schedulePgliteMaintenance } from './maintenance'
import { PlacesView, suggestPlaces } from './places'

const placesAnswer = documentSchema(z.array(placeSchema))

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/places',
    {
      schema: {
        tags: ['busca'],
        summary:
          'Cidades, bairros e ruas para o campo de busca (tolera erros de digitação e falta de acentos)',
        querystring: placesQuerySchema,
        response: { 200: placesAnswer },
      },
    },
    async (request, reply) => {
      const { q, limit, kind } = request.query
      publicCache(reply, 60)
      if (!q || !/[\p{L}\p{N}]/u.test(q)) return { data: [] }
      const key = cacheKey('places', { q: q.toLowerCase(), limit, kind })
      return sendCachedJson(app.db, reply, key, placesAnswer, async () => ({
        data: await suggestPlaces(app.db, q, limit, kind),
      }))
    },
  )
}

/**
 * Search infrastructure: the answer cache (emptied by any successful mutation) and the places view (rebuilt at
 * start and, after a mutation, lazily on the next read). Register before the routes so the hooks cover them all.
 */
export async function registerSearch(
  app: FastifyInstance,
  opts: { cacheTtlMs: number; maintenance?: boolean },
): Promise<void> {
  installSearchCache(app, opts.cacheTtlMs)
  if (opts.maintenance !== false) schedulePgliteMaintenance(app)
  const places = new PlacesView(app.database)
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return
    if (!request.routeOptions.config?.keepsSearchCache) places.markStale()
  })
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    places
      .refresh({ lazy: true })
      .catch((err: unknown) => request.log.error({ err }, 'places refresh failed'))
  })
  app.addHook('onReady', () => places.refresh())
  app.addHook('onClose', () => places.idle())
  await app.register(searchRoutes)
}
