import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { documentSchema } from '../../../src/domain/api'
import { placeSchema, placesQuerySchema } from '../../../src/domain/search'
import { publicCache } from '../../http/public-read'
import { cacheKey, sendCachedJson } from './cache'
import { suggestPlaces } from './places'

const placesAnswer = documentSchema(z.array(placeSchema))

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
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
      return sendCachedJson(app.searchCache, reply, key, placesAnswer, async () => ({
        data: await suggestPlaces(app.db, q, limit, kind),
      }))
    },
  )
}
