import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  inboxIdParamsSchema,
  inboxLeadSchema,
  inboxPageSchema,
  inboxPatchSchema,
  inboxQuerySchema,
  unreadSchema,
} from '../../../src/domain/inbox'
import { currentUserId } from '../auth'
import { inboxLead, inboxPage, patchInboxLead, unreadCounts } from './service'

const tags = ['mensagens']
const guarded = { 401: errorEnvelopeSchema }
const oneLead = { 200: z.object({ data: inboxLeadSchema }), ...guarded, 404: errorEnvelopeSchema }

/** The advertiser's inbox (/v1 is signed-in only; every read and write is scoped to the caller's leads). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/inbox',
    {
      schema: {
        tags,
        summary:
          'Mensagens e contatos recebidos, por aba (mensagem, WhatsApp, telefone), mais recentes primeiro',
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema, ...guarded },
      },
    },
    async (request) => inboxPage(app.db, currentUserId(request), request.query),
  )

  app.get(
    '/v1/inbox/unread',
    {
      schema: {
        tags,
        summary: 'Quantos contatos ainda não lidos, no total e por aba',
        response: { 200: unreadSchema, ...guarded },
      },
    },
    async (request) => unreadCounts(app.db, currentUserId(request)),
  )

  app.get(
    '/v1/inbox/:id',
    {
      schema: { tags, summary: 'Um contato recebido', params: inboxIdParamsSchema, response: oneLead },
    },
    async (request) => ({ data: await inboxLead(app.db, currentUserId(request), request.params.id) }),
  )

  app.patch(
    '/v1/inbox/:id',
    {
      schema: {
        tags,
        summary: 'Marca como lido ou não lido, arquiva ou desarquiva um contato',
        params: inboxIdParamsSchema,
        body: inboxPatchSchema,
        response: { ...oneLead, 422: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await patchInboxLead(app.db, currentUserId(request), request.params.id, request.body),
    }),
  )
}
