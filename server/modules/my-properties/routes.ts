import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { reviewRequestBodySchema } from '../../../src/domain/listing-lifecycle'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { propertyStatusBodySchema } from '../../../src/domain/property-status'
import { propertyCreateSchema, propertyUpdateSchema } from '../../../src/domain/property-input'
import {
  myPropertiesPageSchema,
  myPropertiesQuerySchema,
  myPropertyDocumentSchema,
  myPropertySummaryDocumentSchema,
} from '../../../src/domain/my-property'
import { createStorage } from '../../adapters/storage/from-config'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId } from '../../http/public-read'
import { currentUserId } from '../auth/request-auth'
import { UPLOAD_EXPIRATION_MS } from '../uploads/routes'
import { UploadStore } from '../uploads/store'
import {
  archiveListing,
  changeStatus,
  requestReview,
  createListing,
  getMine,
  highlightListing,
  listMine,
  removeListing,
  summaryOf,
  unarchiveListing,
  unhighlightListing,
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
        querystring: myPropertiesQuerySchema,
        response: { 200: myPropertiesPageSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => listMine(app.db, currentUserId(request), request.query),
  )

  app.get(
    '/v1/properties/archived',
    {
      schema: {
        tags,
        summary: 'Meus imóveis arquivados (o último arquivado primeiro), com a mesma busca',
        querystring: myPropertiesQuerySchema,
        response: { 200: myPropertiesPageSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => listMine(app.db, currentUserId(request), { ...request.query, archived: true }),
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

  await app.register(myPropertyActionRoutes)
}

/** Status actions, archive, unarchive, delete and highlights of one of my properties (404 for anyone else's). */
const myPropertyActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, searchCache: app.searchCache }
  const idOf = (raw: string) => {
    const id = parseId(raw)
    if (id === null) throw notFound(MY_PROPERTY_NOT_FOUND)
    return id
  }
  const answer = async (userId: number, id: number) => ({ data: await summaryOf(app.db, userId, id) })
  const actionErrors = { ...errors, 409: errorEnvelopeSchema }

  app.put(
    '/v1/properties/:id/status',
    {
      schema: {
        tags,
        summary:
          'Muda a situação (publicar, pausar, pendente, vendido, alugado) conforme a tabela de transições',
        params: idParamsSchema,
        body: propertyStatusBodySchema,
        response: { 200: myPropertySummaryDocumentSchema, ...actionErrors },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      const id = idOf(request.params.id)
      await changeStatus(deps, userId, id, request.body.status)
      return answer(userId, id)
    },
  )

  const action = (
    path: string,
    summary: string,
    run: (userId: number, id: number) => Promise<void>,
    method: 'POST' | 'DELETE' = 'POST',
  ) =>
    app.route({
      method,
      url: `/v1/properties/:id${path}`,
      schema: {
        tags,
        summary,
        params: idParamsSchema,
        response: { 200: myPropertySummaryDocumentSchema, ...actionErrors },
      },
      handler: async (request) => {
        const userId = currentUserId(request)
        const id = idOf(request.params.id)
        await run(userId, id)
        return answer(userId, id)
      },
    })

  action('/archive', 'Arquiva (some da lista e das buscas; mantém a situação)', (u, id) =>
    archiveListing(deps, u, id),
  )
  action('/unarchive', 'Desarquiva (um publicado volta pausado)', (u, id) => unarchiveListing(deps, u, id))
  action(
    '/highlight',
    'Destaca um imóvel publicado, dentro do limite do plano, por highlight_days',
    (u, id) => highlightListing(deps, u, id),
  )
  action('/highlight', 'Remove o destaque', (u, id) => unhighlightListing(deps, u, id), 'DELETE')

  app.post(
    '/v1/properties/:id/review-request',
    {
      schema: {
        tags,
        summary: 'Pede à equipe a revisão de um imóvel suspenso por ela',
        params: idParamsSchema,
        body: reviewRequestBodySchema,
        response: { 200: myPropertySummaryDocumentSchema, ...actionErrors },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      const id = idOf(request.params.id)
      await requestReview(deps, userId, id, request.body.message)
      return answer(userId, id)
    },
  )

  app.delete(
    '/v1/properties/:id',
    {
      schema: {
        tags,
        summary: 'Exclui um imóvel meu de vez (arquivado ou não)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeListing(deps, currentUserId(request), idOf(request.params.id))
      return reply.status(204).send(null)
    },
  )
}
