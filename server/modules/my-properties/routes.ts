import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema, pageParamsSchema } from '../../../src/domain/api'
import { propertyCreateSchema, propertyUpdateSchema } from '../../../src/domain/property-input'
import { myPropertiesPageSchema, myPropertyDocumentSchema } from '../../../src/domain/my-property'
import { createStorage } from '../../adapters/storage/from-config'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId } from '../../http/public-read'
import { currentUserId } from '../auth/request-auth'
import { UPLOAD_EXPIRATION_MS } from '../uploads/routes'
import { UploadStore } from '../uploads/store'
import {
  createListing,
  getMine,
  listMine,
  MY_PROPERTY_NOT_FOUND,
  updateListing,
  type ListingWriteDeps,
} from './service'

// The advertiser's own properties under /v1 (the global guard requires the user token; every query is scoped
// to that user). Idempotency-Key is honoured by the global hook, so a create replayed from the outbox never
// makes two listings. Public reads stay in ../properties.
const tags = ['meus imóveis']
const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: errorEnvelopeSchema }

export const myPropertyRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same files the tus routes write; finished uploads are read (and finished once) from here.
  const deps: ListingWriteDeps = {
    db: app.db,
    searchCache: app.searchCache,
    storage: createStorage(app.config),
    store: new UploadStore(path.join(app.config.dataDir, 'uploads'), UPLOAD_EXPIRATION_MS),
  }

  const mineOr404 = async (userId: number, rawId: string) => {
    const id = parseId(rawId)
    const found = id === null ? null : await getMine(app.db, userId, id)
    if (!found) throw notFound(MY_PROPERTY_NOT_FOUND)
    return found
  }

  app.get(
    '/v1/properties',
    {
      schema: {
        tags,
        summary: 'Meus imóveis (qualquer status, sem os arquivados), com capa, e os limites do plano',
        querystring: pageParamsSchema,
        response: { 200: myPropertiesPageSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query
      return listMine(app.db, currentUserId(request), page, perPage)
    },
  )

  app.get(
    '/v1/properties/:id',
    {
      schema: {
        tags,
        summary: 'Um imóvel meu, com todos os campos do formulário de edição',
        params: idParamsSchema,
        response: { 200: myPropertyDocumentSchema, ...errors },
      },
    },
    async (request) => ({ data: await mineOr404(currentUserId(request), request.params.id) }),
  )

  app.post(
    '/v1/properties',
    {
      schema: {
        tags,
        summary: 'Cria um imóvel (fotos: ids de envios tus concluídos); status active publica',
        body: propertyCreateSchema,
        response: { 201: myPropertyDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      const id = await createListing(deps, userId, request.body)
      return reply.status(201).send({ data: await mineOr404(userId, String(id)) })
    },
  )

  app.put(
    '/v1/properties/:id',
    {
      schema: {
        tags,
        summary: 'Atualiza um imóvel meu (o formulário inteiro; fotos já no anúncio por media_id)',
        params: idParamsSchema,
        body: propertyUpdateSchema,
        response: { 200: myPropertyDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      const id = parseId(request.params.id)
      if (id === null) throw notFound(MY_PROPERTY_NOT_FOUND)
      await updateListing(deps, userId, id, request.body)
      return { data: await mineOr404(userId, String(id)) }
    },
  )
}
