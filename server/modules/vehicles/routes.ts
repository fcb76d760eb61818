import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { documentSchema, errorEnvelopeSchema, pageSchema } from '../../../src/domain/api'
import {
  vehicleBrandSchema,
  vehicleBrandsQuerySchema,
  vehicleModelSchema,
  vehicleSchema,
  vehicleSearchSchema,
  vehicleSettingsSchema,
  vehicleSummarySchema,
} from '../../../src/domain/vehicle'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId, publicCache } from '../../http/public-read'
import { relatedQuerySchema } from '../../../src/domain/search'
import { cacheKey, sendCachedJson } from '../search/cache'
import { listActiveBrands, listActiveModels, listOptionalItemGroups } from './catalogue'
import { getVehicle, searchVehicles, VEHICLE_NOT_FOUND } from './service'
import { similarVehicles } from './similar'

const vehiclePageSchema = pageSchema(vehicleSummarySchema)
const BRAND_NOT_FOUND = 'A marca que você está procurando não existe ou foi removida.'

export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicles/settings',
    {
      schema: {
        tags: ['veículos'],
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
        tags: ['veículos'],
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
        tags: ['veículos'],
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

  app.get(
    '/api/vehicles',
    {
      schema: {
        tags: ['veículos'],
        summary: 'Busca de veículos publicados com filtros, ordenação e paginação',
        querystring: vehicleSearchSchema,
        response: { 200: vehiclePageSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      publicCache(reply)
      const key = cacheKey('vehicles:page', request.query)
      return sendCachedJson(app.searchCache, reply, key, vehiclePageSchema, () =>
        searchVehicles(app, request.query),
      )
    },
  )

  app.get(
    '/api/vehicles/:id',
    {
      schema: {
        tags: ['veículos'],
        summary: 'Detalhe de um veículo publicado',
        params: idParamsSchema,
        response: { 200: documentSchema(vehicleSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id)
      const vehicle = id === null ? null : await getVehicle(app.db, id)
      if (!vehicle) throw notFound(VEHICLE_NOT_FOUND)
      publicCache(reply)
      return { data: vehicle }
    },
  )

  app.get(
    '/api/vehicles/:id/similar',
    {
      schema: {
        tags: ['veículos'],
        summary: 'Veículos semelhantes: mesmo tipo; mesmo modelo, depois marca, preço e ano mais próximos',
        params: idParamsSchema,
        querystring: relatedQuerySchema,
        response: { 200: documentSchema(z.array(vehicleSummarySchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id)
      const data = id === null ? null : await similarVehicles(app, id, request.query.limit)
      if (!data) throw notFound(VEHICLE_NOT_FOUND)
      publicCache(reply, 60)
      return { data }
    },
  )
}
