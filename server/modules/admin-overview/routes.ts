import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { adminOverviewSchema } from '../../../src/domain/backoffice-overview'
import { overview } from './service'

/** The back office landing page's figures. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/overview',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Números do painel e tendências de 30 dias',
        response: { 200: adminOverviewSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async () => ({
      data: { id: 'overview' as const, type: 'overview' as const, attributes: await overview(app.db) },
    }),
  )
}
