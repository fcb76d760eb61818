import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { listingStateSchema, listingStatesQuerySchema } from '../../../src/domain/listing'
import { listingStates } from './states'

/** GET /api/listings/states: the favourites page asks what became of the listings kept on the device. */
export const listingStatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/listings/states',
    {
      schema: {
        tags: ['anúncios'],
        summary:
          'O que aconteceu com anúncios guardados: à venda, vendido, alugado ou removido, com preço e redução',
        querystring: listingStatesQuerySchema,
        response: { 200: z.object({ data: z.array(listingStateSchema) }), 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache')
      return { data: await listingStates(app.db, request.query.ids) }
    },
  )
}
