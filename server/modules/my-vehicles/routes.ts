import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { reviewRequestBodySchema } from '../../../src/domain/listing-lifecycle'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  myVehicleDocumentSchema,
  myVehiclesPageSchema,
  myVehiclesQuerySchema,
} from '../../../src/domain/my-vehicle'
import {
  vehicleInputSchema,
  vehicleMediaInputSchema,
  vehicleMsg,
  vehicleStatusInputSchema,
} from '../../../src/domain/vehicle-input'
import { createStorage } from '../../adapters/storage/from-config'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId } from '../../http/public-read'
import { currentUserId } from '../auth/request-auth'
import { UPLOAD_EXPIRATION_MS } from '../uploads/routes'
import { UploadStore } from '../uploads/store'
import {
  archiveMyVehicle,
  changeMyVehicleStatus,
  createVehicle,
  deleteMyVehicle,
  getMine,
  listMine,
  setMyVehicleMedia,
  unarchiveMyVehicle,
  requestVehicleReview,
  updateMyVehicle,
  type ListingWriteDeps,
} from './service'

// The advertiser's own vehicles under /v1 (the global guard requires the user token; every query is scoped to
// that user, and another's vehicle is a 404). Idempotency-Key is honoured by the global hook. Status changes
// follow ownerTransitions (src/domain/vehicle-status.ts, listed in docs/server.md). Public reads stay in
// ../vehicles; staff review is in ./admin-routes.ts.
const tags = ['meus veículos']
const errors = {
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
}

export const myVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ListingWriteDeps = {
    db: app.db,
    searchCache: app.searchCache,
    storage: createStorage(app.config),
    store: new UploadStore(path.join(app.config.dataDir, 'uploads'), UPLOAD_EXPIRATION_MS),
  }

  const idOr404 = (raw: string) => {
    const id = parseId(raw)
    if (id === null) throw notFound(vehicleMsg.notFound)
    return id
  }
  const mineOr404 = async (userId: number, id: number) => {
    const found = await getMine(app.db, userId, id)
    if (!found) throw notFound(vehicleMsg.notFound)
    return { data: found }
  }

  app.get(
    '/v1/vehicles',
    {
      schema: {
        tags,
        summary:
          'Meus veículos (qualquer status; archived=true para os arquivados), com visitas, contatos e limites',
        querystring: myVehiclesQuerySchema,
        response: { 200: myVehiclesPageSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { page, per_page: perPage, archived } = request.query
      return listMine(app.db, currentUserId(request), archived, page, perPage)
    },
  )

  app.get(
    '/v1/vehicles/:id',
    {
      schema: {
        tags,
        summary: 'Um veículo meu (também arquivado), com todos os campos do formulário',
        params: idParamsSchema,
        response: { 200: myVehicleDocumentSchema, ...errors },
      },
    },
    async (request) => mineOr404(currentUserId(request), idOr404(request.params.id)),
  )

  app.post(
    '/v1/vehicles',
    {
      schema: {
        tags,
        summary: 'Cadastra um veículo como rascunho (as fotos vêm depois, em /media)',
        body: vehicleInputSchema,
        response: { 201: myVehicleDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      const id = await createVehicle(deps, userId, request.body)
      return reply.status(201).send(await mineOr404(userId, id))
    },
  )

  app.put(
    '/v1/vehicles/:id',
    {
      schema: {
        tags,
        summary: 'Atualiza um veículo meu; tipo, marca, modelo e versão não mudam (422)',
        params: idParamsSchema,
        body: vehicleInputSchema,
        response: { 200: myVehicleDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      const id = idOr404(request.params.id)
      await updateMyVehicle(deps, userId, id, request.body)
      return mineOr404(userId, id)
    },
  )

  app.put(
    '/v1/vehicles/:id/media',
    {
      schema: {
        tags,
        summary: 'Fotos (envios tus concluídos ou media_id já no anúncio), capa e vídeo, dentro do plano',
        params: idParamsSchema,
        body: vehicleMediaInputSchema,
        response: { 200: myVehicleDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      const id = idOr404(request.params.id)
      await setMyVehicleMedia(deps, userId, id, request.body)
      return mineOr404(userId, id)
    },
  )

  app.put(
    '/v1/vehicles/:id/status',
    {
      schema: {
        tags,
        summary:
          'Publicar (vai para revisão: pending), pausar ou marcar como vendido, conforme a tabela de transições',
        params: idParamsSchema,
        body: vehicleStatusInputSchema,
        response: { 200: myVehicleDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      const id = idOr404(request.params.id)
      await changeMyVehicleStatus(deps, userId, id, request.body.status)
      return mineOr404(userId, id)
    },
  )

  app.post(
    '/v1/vehicles/:id/archive',
    {
      schema: {
        tags,
        summary: 'Arquiva um veículo meu (sai da lista e da busca)',
        params: idParamsSchema,
        response: { 200: myVehicleDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      const id = idOr404(request.params.id)
      await archiveMyVehicle(deps, userId, id)
      return mineOr404(userId, id)
    },
  )

  app.post(
    '/v1/vehicles/:id/unarchive',
    {
      schema: {
        tags,
        summary: 'Desarquiva um veículo meu (um publicado volta pausado)',
        params: idParamsSchema,
        response: { 200: myVehicleDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      const id = idOr404(request.params.id)
      await unarchiveMyVehicle(deps, userId, id)
      return mineOr404(userId, id)
    },
  )

  app.post(
    '/v1/vehicles/:id/review-request',
    {
      schema: {
        tags,
        summary: 'Pede à equipe a revisão de um veículo suspenso por ela',
        params: idParamsSchema,
        body: reviewRequestBodySchema,
        response: { 200: myVehicleDocumentSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      const id = idOr404(request.params.id)
      await requestVehicleReview(deps, userId, id, request.body.message)
      return mineOr404(userId, id)
    },
  )

  app.delete(
    '/v1/vehicles/:id',
    {
      schema: {
        tags,
        summary: 'Exclui um veículo meu de vez',
        params: idParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteMyVehicle(deps, currentUserId(request), idOr404(request.params.id))
      return reply.status(204).send(null)
    },
  )
}
