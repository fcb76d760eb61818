import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  myPropertiesPageSchema,
  myPropertiesQuerySchema,
  myPropertyDocumentSchema,
  myPropertySummaryDocumentSchema,
} from '../../../src/domain/my-property'
import { propertyCreateSchema, propertyUpdateSchema } from '../../../src/domain/property-input'
import { bulkBodySchema } from '../../../src/domain/bulk-actions'
import { propertyStatusBodySchema } from '../../../src/domain/property-status'
import { notFound } from '../../http/errors'
import { currentUserId } from '../auth'
import { createListing, updateListing } from './property-plug'
import { getMine, listMine, summaryOf } from './property-read'
import {
  archiveListing,
  changeStatus,
  highlightListing,
  MY_PROPERTY_NOT_FOUND,
  removeListing,
  requestReview,
  unarchiveListing,
  unhighlightListing,
} from './property-status'
import { bulkRoute, lifecycleActionRoutes, listingWriteDeps, ownedListingRoutes } from './route-helpers'

// The advertiser's own properties under /v1 (the global guard requires the user token; every query is scoped
// to that user). Idempotency-Key is honoured by the global hook, so a create replayed from the outbox never
// makes two listings. Public reads stay in ../properties.
const tags = ['meus imóveis']

export const myPropertyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = listingWriteDeps(app)
  const kind = { base: '/v1/properties', tags, notFound: MY_PROPERTY_NOT_FOUND }
  // The form's routes answer the whole listing; the list's actions answer it as the list shows it.
  const form = ownedListingRoutes(app, {
    ...kind,
    answer: myPropertyDocumentSchema,
    respond: async (userId, id) => {
      const found = await getMine(app.db, userId, id)
      if (!found) throw notFound(MY_PROPERTY_NOT_FOUND)
      return { data: found }
    },
  })
  const list = ownedListingRoutes(app, {
    ...kind,
    answer: myPropertySummaryDocumentSchema,
    respond: async (userId, id) => ({ data: await summaryOf(app.db, userId, id) }),
  })

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

  form.get('Um imóvel meu, com todos os campos do formulário de edição')
  form.create(
    'Cria um imóvel (fotos: ids de envios tus concluídos); status active publica',
    propertyCreateSchema,
    (userId, body) => createListing(deps, userId, body),
  )
  form.action({
    method: 'PUT',
    path: '',
    summary: 'Atualiza um imóvel meu (o formulário inteiro; fotos já no anúncio por media_id)',
    body: propertyUpdateSchema,
    run: (userId, id, body) => updateListing(deps, userId, id, body),
  })

  list.action({
    method: 'PUT',
    path: '/status',
    summary: 'Muda a situação (publicar, pausar, pendente, vendido, alugado) conforme a tabela de transições',
    body: propertyStatusBodySchema,
    run: (userId, id, body) => changeStatus(deps, userId, id, body.status),
  })
  list.action({
    method: 'POST',
    path: '/highlight',
    summary: 'Destaca um imóvel publicado, dentro do limite do plano, por highlight_days',
    run: (userId, id) => highlightListing(deps, userId, id),
  })
  list.action({
    method: 'DELETE',
    path: '/highlight',
    summary: 'Remove o destaque',
    run: (userId, id) => unhighlightListing(deps, userId, id),
  })
  lifecycleActionRoutes(list, 'um imóvel meu', {
    archive: (userId, id) => archiveListing(deps, userId, id),
    unarchive: (userId, id) => unarchiveListing(deps, userId, id),
    requestReview: (userId, id, message) => requestReview(deps, userId, id, message),
    remove: (userId, id) => removeListing(deps, userId, id),
  })
  bulkRoute(app, kind, bulkBodySchema('property'), {
    publish: (userId, id) => changeStatus(deps, userId, id, 'active'),
    pause: (userId, id) => changeStatus(deps, userId, id, 'paused'),
    highlight: (userId, id) => highlightListing(deps, userId, id),
    archive: (userId, id) => archiveListing(deps, userId, id),
  })
}
