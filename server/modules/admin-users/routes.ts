import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserStatusInputSchema,
  adminUserSubscriptionInputSchema,
} from '../../../src/domain/backoffice-users'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId } from '../../http/public-read'
import { getUser, listUsers, setUserStatus, setUserSubscription, USER_NOT_FOUND } from './service'

const tags = ['backoffice']
const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
}
const idOr404 = (raw: string) => {
  const id = parseId(raw)
  if (id === null) throw notFound(USER_NOT_FOUND)
  return id
}

/** Users in the back office: list, view, suspend or reactivate, plan and subscription status. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, tokens: app.tokens, searchCache: app.searchCache }

  app.get(
    '/v1/admin/users',
    {
      schema: {
        tags,
        summary: 'Usuários (busca por nome ou e-mail, perfil, situação, ordenação)',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserPageSchema, ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  )

  app.get(
    '/v1/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Um usuário: perfil, anúncios, assinatura e número de contatos recebidos',
        params: idParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => ({ data: await getUser(app.db, idOr404(request.params.id)) }),
  )

  app.put(
    '/v1/admin/users/:id/status',
    {
      schema: {
        tags,
        summary:
          'Suspende ou reativa: suspenso não entra, perde as sessões na hora e seus anúncios saem das páginas públicas e da busca',
        params: idParamsSchema,
        body: adminUserStatusInputSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      const id = idOr404(request.params.id)
      const { before, after } = await setUserStatus(deps, id, request.body)
      request.audit({
        action: request.body.status === 'active' ? 'users.reactivate' : 'users.suspend',
        targetType: 'users',
        targetId: id,
        targetLabel: after.attributes.email,
        before: { status: before.attributes.status, reason: before.attributes.suspension_reason },
        after: { status: after.attributes.status, reason: request.body.reason ?? null },
      })
      return { data: after }
    },
  )

  app.put(
    '/v1/admin/users/:id/subscription',
    {
      schema: {
        tags,
        summary: 'Muda o plano e a situação da assinatura do usuário (ativa, teste, cancelada)',
        params: idParamsSchema,
        body: adminUserSubscriptionInputSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => {
      const id = idOr404(request.params.id)
      const { before, after } = await setUserSubscription(deps, id, request.body)
      request.audit({
        action: 'users.subscription',
        targetType: 'users',
        targetId: id,
        targetLabel: after.attributes.email,
        before: before.attributes.subscription,
        after: after.attributes.subscription,
      })
      return { data: after }
    },
  )
}
