import { bulkBodySchema } from '../../../src/domain/bulk-actions'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  myVehicleDocumentSchema,
  myVehiclesPageSchema,
  myVehiclesQuerySchema,
} from '../../../src/domain/my-vehicle'
import {
  vehicleCreateSchema,
  vehicleMediaInputSchema,
  vehicleMsg,
  vehicleStatusInputSchema,
  vehicleUpdateSchema,
} from '../../../src/domain/vehicle-input'
import { notFound } from '../../http/errors'
import { currentUserId } from '../auth'
import { bulkRoute, lifecycleActionRoutes, listingWriteDeps, ownedListingRoutes } from './route-helpers'
import { createVehicle, setMyVehicleMedia, updateMyVehicle } from './vehicle-plug'
import { getMine, listMine } from './vehicle-read'
import {
  archiveMyVehicle,
  changeMyVehicleStatus,
  deleteMyVehicle,
  requestVehicleReview,
  unarchiveMyVehicle,
} from './vehicle-status'

// The advertiser's own vehicles under /v1 (the global guard requires the user token; every query is scoped to
// that user, and another's vehicle is a 404). Idempotency-Key is honoured by the global hook. Status changes go
// through the listing lifecycle (src/domain/listing-lifecycle.ts). Public reads stay in ../vehicles; staff
// review is in ./vehicle-admin-routes.ts.
const tags = ['meus veículos']

export const myVehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = listingWriteDeps(app)
  const vehicle = ownedListingRoutes(app, {
    base: '/v1/vehicles',
    tags,
    notFound: vehicleMsg.notFound,
    answer: myVehicleDocumentSchema,
    respond: async (userId, id) => {
      const found = await getMine(app.db, userId, id)
      if (!found) throw notFound(vehicleMsg.notFound)
      return { data: found }
    },
  })

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

  vehicle.get('Um veículo meu (também arquivado), com todos os campos do formulário')
  vehicle.create(
    'Cadastra um veículo com fotos (envios tus concluídos), capa e vídeo; status pending publica (revisão)',
    vehicleCreateSchema,
    (userId, body) => createVehicle(deps, userId, body),
  )
  vehicle.action({
    method: 'PUT',
    path: '',
    summary:
      'Atualiza um veículo meu (fotos e vídeo quando enviados; status pending publica); tipo, marca, modelo e versão não mudam (422)',
    body: vehicleUpdateSchema,
    run: (userId, id, body) => updateMyVehicle(deps, userId, id, body),
  })
  vehicle.action({
    method: 'PUT',
    path: '/media',
    summary: 'Fotos (envios tus concluídos ou media_id já no anúncio), capa e vídeo, dentro do plano',
    body: vehicleMediaInputSchema,
    run: (userId, id, body) => setMyVehicleMedia(deps, userId, id, body),
  })
  vehicle.action({
    method: 'PUT',
    path: '/status',
    summary:
      'Publicar (vai para revisão: pending), pausar ou marcar como vendido, conforme a tabela de transições',
    body: vehicleStatusInputSchema,
    run: (userId, id, body) => changeMyVehicleStatus(deps, userId, id, body.status),
  })
  lifecycleActionRoutes(vehicle, 'um veículo meu', {
    archive: (userId, id) => archiveMyVehicle(deps, userId, id),
    unarchive: (userId, id) => unarchiveMyVehicle(deps, userId, id),
    requestReview: (userId, id, message) => requestVehicleReview(deps, userId, id, message),
    remove: (userId, id) => deleteMyVehicle(deps, userId, id),
  })
  bulkRoute(app, { base: '/v1/vehicles', tags, notFound: vehicleMsg.notFound }, bulkBodySchema('vehicle'), {
    publish: (userId, id) => changeMyVehicleStatus(deps, userId, id, 'pending'),
    pause: (userId, id) => changeMyVehicleStatus(deps, userId, id, 'paused'),
    archive: (userId, id) => archiveMyVehicle(deps, userId, id),
  })
}
