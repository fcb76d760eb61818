import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  adminBrandPageSchema,
  adminBrandSchema,
  adminModelListSchema,
  adminModelSchema,
  adminYearSchema,
  brandInputSchema,
  brandListQuerySchema,
  modelInputSchema,
  yearInputSchema,
  yearsBatchInputSchema,
  yearsBatchResultSchema,
} from '../../../src/domain/backoffice-catalogue'
import { createStorage } from '../../adapters/storage/from-config'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId } from '../../http/public-read'
import * as service from './service'

const tags = ['backoffice']
const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
}
const idOr404 = (raw: string, message: string) => {
  const id = parseId(raw)
  if (id === null) throw notFound(message)
  return id
}

/** The vehicle catalogue of the back office: brands, their models, and each model's years. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: createStorage(app.config), searchCache: app.searchCache }

  app.get(
    '/v1/admin/brands',
    {
      schema: {
        tags,
        summary: 'Marcas (busca, tipo, situação, ordenação)',
        querystring: brandListQuerySchema,
        response: { 200: adminBrandPageSchema, ...errors },
      },
    },
    async (request) => service.listBrands(app.db, request.query),
  )

  app.post(
    '/v1/admin/brands',
    {
      schema: {
        tags,
        summary: 'Cria uma marca (imagem opcional em data URL)',
        body: brandInputSchema,
        response: { 201: z.object({ data: adminBrandSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const brand = await service.createBrand(deps, request.body)
      request.audit({
        action: 'brands.create',
        targetType: 'brands',
        targetId: brand.id,
        targetLabel: brand.attributes.name,
        after: brand.attributes,
      })
      return reply.status(201).send({ data: brand })
    },
  )

  app.get(
    '/v1/admin/brands/:id',
    {
      schema: {
        tags,
        summary: 'Uma marca',
        params: idParamsSchema,
        response: { 200: z.object({ data: adminBrandSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await service.brandOr404(app.db, idOr404(request.params.id, service.BRAND_NOT_FOUND)),
    }),
  )

  app.put(
    '/v1/admin/brands/:id',
    {
      schema: {
        tags,
        summary: 'Edita uma marca (situação inativa a tira da busca e do cadastro de veículos)',
        params: idParamsSchema,
        body: brandInputSchema,
        response: { 200: z.object({ data: adminBrandSchema }), ...errors },
      },
    },
    async (request) => {
      const id = idOr404(request.params.id, service.BRAND_NOT_FOUND)
      const { before, after } = await service.updateBrand(deps, id, request.body)
      const action =
        before.attributes.status === after.attributes.status
          ? 'brands.update'
          : after.attributes.status === 'active'
            ? 'brands.activate'
            : 'brands.deactivate'
      request.audit({
        action,
        targetType: 'brands',
        targetId: id,
        targetLabel: after.attributes.name,
        before: before.attributes,
        after: after.attributes,
      })
      return { data: after }
    },
  )

  app.get(
    '/v1/admin/brands/:id/models',
    {
      schema: {
        tags,
        summary: 'Modelos de uma marca, com anos e versões',
        params: idParamsSchema,
        response: { 200: adminModelListSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.listModels(app.db, idOr404(request.params.id, service.BRAND_NOT_FOUND)),
    }),
  )

  app.post(
    '/v1/admin/brands/:id/models',
    {
      schema: {
        tags,
        summary: 'Cria um modelo na marca',
        params: idParamsSchema,
        body: modelInputSchema,
        response: { 201: z.object({ data: adminModelSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const model = await service.createModel(
        deps,
        idOr404(request.params.id, service.BRAND_NOT_FOUND),
        request.body,
      )
      request.audit({
        action: 'models.create',
        targetType: 'models',
        targetId: model.id,
        targetLabel: model.attributes.name,
        after: model.attributes,
      })
      return reply.status(201).send({ data: model })
    },
  )

  app.put(
    '/v1/admin/models/:id',
    {
      schema: {
        tags,
        summary: 'Edita ou desativa um modelo',
        params: idParamsSchema,
        body: modelInputSchema,
        response: { 200: z.object({ data: adminModelSchema }), ...errors },
      },
    },
    async (request) => {
      const id = idOr404(request.params.id, service.MODEL_NOT_FOUND)
      const { before, after } = await service.updateModel(deps, id, request.body)
      request.audit({
        action: 'models.update',
        targetType: 'models',
        targetId: id,
        targetLabel: after.attributes.name,
        before: before.attributes,
        after: after.attributes,
      })
      return { data: after }
    },
  )

  app.post(
    '/v1/admin/models/:id/years',
    {
      schema: {
        tags,
        summary: 'Cria um ano (com versão) no modelo',
        params: idParamsSchema,
        body: yearInputSchema,
        response: { 201: z.object({ data: adminYearSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const { year, label } = await service.createYear(
        deps,
        idOr404(request.params.id, service.MODEL_NOT_FOUND),
        request.body,
      )
      request.audit({
        action: 'years.create',
        targetType: 'years',
        targetId: year.id,
        targetLabel: label,
        after: year,
      })
      return reply.status(201).send({ data: year })
    },
  )

  app.post(
    '/v1/admin/models/:id/years/batch',
    {
      schema: {
        tags,
        summary:
          'Adiciona vários anos (intervalo "2018 a 2024" ou lista "2019, 2021") de uma versão; os que já existem são informados e ficam como estão',
        params: idParamsSchema,
        body: yearsBatchInputSchema,
        response: { 200: yearsBatchResultSchema, 201: yearsBatchResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const modelId = idOr404(request.params.id, service.MODEL_NOT_FOUND)
      const { added, existing, label } = await service.addYears(deps, modelId, request.body)
      request.audit({
        action: 'years.create_many',
        targetType: 'models',
        targetId: modelId,
        targetLabel: label,
        after: { years: added.map((y) => y.year), version: request.body.version, existing },
      })
      return reply.status(added.length ? 201 : 200).send({ data: { added, existing } })
    },
  )

  app.put(
    '/v1/admin/years/:id',
    {
      schema: {
        tags,
        summary: 'Edita ou desativa um ano',
        params: idParamsSchema,
        body: yearInputSchema,
        response: { 200: z.object({ data: adminYearSchema }), ...errors },
      },
    },
    async (request) => {
      const id = idOr404(request.params.id, service.YEAR_NOT_FOUND)
      const { before, after, label } = await service.updateYear(deps, id, request.body)
      request.audit({
        action: 'years.update',
        targetType: 'years',
        targetId: id,
        targetLabel: label,
        before,
        after,
      })
      return { data: after }
    },
  )
}
