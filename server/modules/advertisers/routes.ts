import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { advertiserSchema } from '../../../src/domain/advertiser'
import { documentSchema, errorEnvelopeSchema, pageParamsSchema, pageSchema } from '../../../src/domain/api'
import { propertySummarySchema } from '../../../src/domain/property'
import { vehicleSummarySchema } from '../../../src/domain/vehicle'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId, publicCache } from '../../http/public-read'
import { searchProperties } from '../properties'
import { searchVehicles } from '../vehicles'
import { ADVERTISER_NOT_FOUND, getAdvertiser, isVisibleAdvertiser } from './service'

export const advertiserRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The advertiser's id when the profile is public; a 404 otherwise. */
  async function visibleId(raw: string): Promise<number> {
    const id = parseId(raw)
    if (id === null || !(await isVisibleAdvertiser(app.db, id))) throw notFound(ADVERTISER_NOT_FOUND)
    return id
  }

  app.get(
    '/api/advertisers/:id',
    {
      schema: {
        tags: ['anunciantes'],
        summary: 'Perfil público de um anunciante com o total de anúncios',
        params: idParamsSchema,
        response: { 200: documentSchema(advertiserSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id)
      const advertiser = id === null ? null : await getAdvertiser(app.db, id)
      if (!advertiser) throw notFound(ADVERTISER_NOT_FOUND)
      publicCache(reply)
      return { data: advertiser }
    },
  )

  const lists = [
    ['properties', 'Imóveis ativos de um anunciante', propertySummarySchema, searchProperties],
    ['vehicles', 'Veículos publicados de um anunciante', vehicleSummarySchema, searchVehicles],
  ] as const
  for (const [kind, summary, summarySchema, search] of lists) {
    app.get(
      `/api/advertisers/:id/${kind}`,
      {
        schema: {
          tags: ['anunciantes'],
          summary,
          params: idParamsSchema,
          querystring: pageParamsSchema,
          // Widened: one handler serves both kinds' pages.
          response: { 200: pageSchema(summarySchema) as z.ZodType, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const userId = await visibleId(request.params.id)
        publicCache(reply)
        return search(app, request.query, { userId })
      },
    )
  }
}
