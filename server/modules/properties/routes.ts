import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { documentSchema, errorEnvelopeSchema } from '../../../src/domain/api'
import {
  propertyApiSearchSchema,
  propertyMapQuerySchema,
  propertyMapSchema,
  propertySchema,
  propertySummarySchema,
  propertyViewInputSchema,
  propertyViewsSchema,
} from '../../../src/domain/property'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId, publicCache } from '../../http/public-read'
import { addDetailRoute, addRelatedRoute, addSearchRoute } from '../listings'
import { cacheKey, sendCachedJson } from '../search'
import { propertyMap } from './map'
import { nearbyProperties, similarProperties } from './related'
import { getProperty, PROPERTY_NOT_FOUND, searchProperties } from './service'
import { recordPropertyView } from './views'
import { pageViewers } from './viewer'

const tags = ['imóveis']

export const propertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerOf = pageViewers(app)
  addSearchRoute(app, '/api/properties', {
    tags,
    summary: 'Busca de imóveis ativos com filtros, texto livre, ordenação e paginação',
    description:
      'q: texto completo em português (título, descrição, endereço; sem acentos, singular e plural) ou um lugar ' +
      'parecido (erros de digitação). Sem sort: relevância com q, distância com near, senão mais recentes ' +
      '(destaques primeiro).',
    querystring: propertyApiSearchSchema,
    summarySchema: propertySummarySchema,
    search: (query) => searchProperties(app, query),
  })

  app.get(
    '/api/properties/map',
    {
      schema: {
        tags,
        summary: 'Pontos do mapa (mesmos filtros da busca, bbox=minLng,minLat,maxLng,maxLat), até 5 000',
        querystring: propertyMapQuerySchema,
        response: { 200: propertyMapSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      publicCache(reply)
      const key = cacheKey('properties:map', request.query)
      return sendCachedJson(app.searchCache, reply, key, propertyMapSchema, () =>
        propertyMap(app, request.query),
      )
    },
  )

  addDetailRoute(app, '/api/properties/:id', {
    tags,
    summary: 'Detalhe de um imóvel ativo',
    schema: propertySchema,
    notFoundMessage: PROPERTY_NOT_FOUND,
    find: (id) => getProperty(app.db, id),
  })

  for (const [path, summary, find] of [
    ['nearby', 'Imóveis próximos: mesma cidade, do mais perto ao mais longe', nearbyProperties],
    ['similar', 'Outros que você pode gostar: mesma categoria e negócio, preço parecido', similarProperties],
  ] as const) {
    addRelatedRoute(app, `/api/properties/:id/${path}`, {
      tags,
      summary,
      summarySchema: propertySummarySchema,
      notFoundMessage: PROPERTY_NOT_FOUND,
      find: (id, limit) => find(app, id, limit),
    })
  }

  app.post(
    '/api/properties/:id/views',
    {
      // Generous per IP: many visitors share a mobile carrier's NAT.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Conta uma visualização da página (uma por visitante por dia)',
        description:
          'O visitante é o dispositivo identificado pelo próprio servidor (cookie assinado); sem ele, conta-se pelo IP do dia (hash, nunca guardado). O campo visitor do corpo é ignorado.',
        params: idParamsSchema,
        body: propertyViewInputSchema.optional(),
        response: { 200: documentSchema(propertyViewsSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id)
      const viewer = await viewerOf(request, reply)
      const result = id === null ? null : await recordPropertyView(app, id, viewer.key)
      if (!result || id === null) throw notFound(PROPERTY_NOT_FOUND)
      if (result.counted) await viewer.counted()
      return {
        data: {
          id: String(id),
          type: 'property_views' as const,
          attributes: { counted: result.counted, ...result.views },
        },
      }
    },
  )
}
