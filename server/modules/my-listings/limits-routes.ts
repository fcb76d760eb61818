import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { listingsLimitsDocumentSchema } from '../../../src/domain/listing-limits'
import { currentUserId } from '../auth'
import { listingsLimits } from './limits'

// What the advertiser's plan allows each kind of listing and what is in use (user token, as every /v1 route).
export const listingsLimitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/listings/limits',
    {
      schema: {
        tags: ['meus anúncios'],
        summary: 'O plano do anunciante e, por tipo de anúncio, o limite e quantos ocupam uma vaga agora',
        response: { 200: listingsLimitsDocumentSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await listingsLimits(app.db, currentUserId(request)) }),
  )
}
