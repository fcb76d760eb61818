import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  businessLeadInputSchema,
  businessLeadListQuerySchema,
  businessLeadPageSchema,
  businessLeadSchema,
} from '../../../src/domain/business-lead'
import { createBusinessLead, listBusinessLeads } from './service'

// Public like every contact form: limited per IP, enough for an outbox replaying a few queued requests.
const formLimit = { max: 10, timeWindow: '1 minute' }

export const businessLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/business-leads',
    {
      config: { rateLimit: formLimit },
      schema: {
        tags: ['contato'],
        summary:
          'Pedido de contato de imobiliária ou corretor (página Anunciar como imobiliária ou corretor)',
        body: businessLeadInputSchema,
        response: {
          201: z.object({ data: businessLeadSchema }),
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBusinessLead(app.db, request.body) }),
  )

  app.get(
    '/v1/admin/business-leads',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Pedidos de imobiliárias e corretores, mais recentes primeiro',
        querystring: businessLeadListQuerySchema,
        response: { 200: businessLeadPageSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => listBusinessLeads(app.db, request.query),
  )
}
