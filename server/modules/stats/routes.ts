import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { statsSchema } from '../../../src/domain/stats'
import { currentUserId } from '../auth'
import { advertiserStats } from './service'

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/stats',
    {
      schema: {
        tags: ['estatísticas'],
        summary:
          'Estatísticas do anunciante: anúncios ativos, contatos e visualizações, por anúncio e por dia',
        response: { 200: statsSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => advertiserStats(app.db, currentUserId(request)),
  )
}
