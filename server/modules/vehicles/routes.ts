import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { documentSchema, errorEnvelopeSchema } from '../../../src/domain/api'
import {
  vehicleBrandSchema,
  vehicleBrandsQuerySchema,
  vehicleModelSchema,
  vehicleSchema,
  vehicleSearchSchema,
  vehicleSettingsSchema,
  vehicleSummarySchema,
  vehicleViewInputSchema,
  vehicleViewsSchema,
} from '../../../src/domain/vehicle'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId, publicCache } from '../../http/public-read'
import { addDetailRoute, addRelatedRoute, addSearchRoute } from '../listings'
import { listActiveBrands, listActiveModels, listOptionalItemGroups } from './catalogue'
import { getVehicle, searchVehicles, VEHICLE_NOT_FOUND } from './service'
import { similarVehicles } from './similar'
import { recordVehicleView } from './views'
import { pageViewers } from '../properties'

const tags = ['veículos']
const BRAND_NOT_FOUND = 'A marca que você está procurando não existe ou foi removida.'

export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewerOf = pageViewers(app)
  app.get(
    '/api/vehicles/settings',
    {
      schema: {
        tags,
        summary: 'Grupos de itens opcionais com seus itens',
        response: { 200: vehicleSettingsSchema },
      },
    },
    async (_request, reply) => {
      publicCache(reply, 60)
      const optionalItems = await listOptionalItemGroups(app.db)
      return {
        data: { id: '1', type: 'vehicle_settings' as const, attributes: { optional_items: optionalItems } },
      }
    },
  )

  app.get(
    '/api/vehicles/brands',
    {
      schema: {
        tags,
        summary: 'Marcas ativas (filtro por tipo de veículo)',
        querystring: vehicleBrandsQuerySchema,
        response: { 200: documentSchema(z.array(vehicleBrandSchema)) },
      },
    },
    async (request, reply) => {
      publicCache(reply, 300)
      return { data: await listActiveBrands(app.db, request.query.vehicle_type) }
    },
  )

  app.get(
    '/api/vehicles/brands/:id/models',
    {
      schema: {
        tags,
        summary: 'Modelos ativos de uma marca com anos e versões',
        params: idParamsSchema,
        response: { 200: documentSchema(z.array(vehicleModelSchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id)
      const models = id === null ? null : await listActiveModels(app.db, id)
      if (!models) throw notFound(BRAND_NOT_FOUND)
      publicCache(reply, 300)
      return { data: models }
    },
  )

  addSearchRoute(app, '/api/vehicles', {
    tags,
    summary: 'Busca de veículos publicados com filtros, ordenação e paginação',
    querystring: vehicleSearchSchema,
    summarySchema: vehicleSummarySchema,
    search: (query) => searchVehicles(app, query),
  })

  addDetailRoute(app, '/api/vehicles/:id', {
    tags,
    summary: 'Detalhe de um veículo publicado',
    schema: vehicleSchema,
    notFoundMessage: VEHICLE_NOT_FOUND,
    find: (id) => getVehicle(app.db, id),
  })

  addRelatedRoute(app, '/api/vehicles/:id/similar', {
    tags,
    summary: 'Veículos semelhantes: mesmo tipo; mesmo modelo, depois marca, preço e ano mais próximos',
    summarySchema: vehicleSummarySchema,
    notFoundMessage: VEHICLE_NOT_FOUND,
    find: (id, limit) => similarVehicles(app, id, limit),
  })

  app.post(
    '/api/vehicles/:id/views',
    {
      // Generous per IP: many visitors share a mobile carrier's NAT.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Conta uma visualização da página do veículo (uma por visitante por dia)',
        params: idParamsSchema,
        body: vehicleViewInputSchema.optional(),
        response: { 200: documentSchema(vehicleViewsSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id)
      const viewer = await viewerOf(request, reply)
      const result = id === null ? null : await recordVehicleView(app.db, id, viewer.key)
      if (!result || id === null) throw notFound(VEHICLE_NOT_FOUND)
      if (result.counted) await viewer.counted()
      return { data: { id: String(id), type: 'vehicle_views' as const, attributes: result } }
    },
  )
}
