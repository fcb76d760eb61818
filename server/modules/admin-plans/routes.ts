import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  adminPlanListSchema,
  adminPlanSchema,
  adminSubscriptionListQuerySchema,
  adminSubscriptionPageSchema,
  planActiveInputSchema,
  planInputSchema,
  planOrderInputSchema,
} from '../../../src/domain/backoffice-plans'
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
const idOr404 = (raw: string) => {
  const id = parseId(raw)
  if (id === null) throw notFound(service.PLAN_NOT_FOUND)
  return id
}
const one = z.object({ data: adminPlanSchema })

/** Plans (create, edit, enable or disable, reorder) and the subscriptions list of the back office. */
export const adminPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/plans',
    {
      schema: {
        tags,
        summary: 'Planos na ordem em que aparecem',
        response: { 200: adminPlanListSchema, ...errors },
      },
    },
    async () => ({ data: await service.listPlans(app.db) }),
  )

  app.post(
    '/v1/admin/plans',
    {
      schema: {
        tags,
        summary: 'Cria um plano (vai para o fim da lista)',
        body: planInputSchema,
        response: { 201: one, ...errors },
      },
    },
    async (request, reply) => {
      const plan = await service.createPlan(app.db, request.body)
      request.audit({
        action: 'plans.create',
        targetType: 'plans',
        targetId: plan.id,
        targetLabel: plan.attributes.name,
        after: plan.attributes,
      })
      return reply.status(201).send({ data: plan })
    },
  )

  app.put(
    '/v1/admin/plans/order',
    {
      schema: {
        tags,
        summary:
          'Reordena os planos (todos os ids, do primeiro ao último); as páginas de planos seguem na hora',
        body: planOrderInputSchema,
        response: { 200: adminPlanListSchema, ...errors },
      },
    },
    async (request) => {
      const { before, after } = await service.reorderPlans(app.db, request.body.ids)
      request.audit({ action: 'plans.reorder', targetType: 'plans', targetId: null, before, after })
      return { data: await service.listPlans(app.db) }
    },
  )

  app.put(
    '/v1/admin/plans/:id',
    {
      schema: {
        tags,
        summary: 'Edita um plano',
        params: idParamsSchema,
        body: planInputSchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => {
      const id = idOr404(request.params.id)
      const { before, after } = await service.updatePlan(app.db, id, request.body)
      request.audit({
        action: 'plans.update',
        targetType: 'plans',
        targetId: id,
        targetLabel: after.attributes.name,
        before: before.attributes,
        after: after.attributes,
      })
      return { data: after }
    },
  )

  app.put(
    '/v1/admin/plans/:id/active',
    {
      schema: {
        tags,
        summary: 'Ativa ou desativa um plano',
        params: idParamsSchema,
        body: planActiveInputSchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => {
      const id = idOr404(request.params.id)
      const { before, after } = await service.setPlanActive(app.db, id, request.body.active)
      request.audit({
        action: request.body.active ? 'plans.enable' : 'plans.disable',
        targetType: 'plans',
        targetId: id,
        targetLabel: after.attributes.name,
        before: { active: before.attributes.active },
        after: { active: after.attributes.active },
      })
      return { data: after }
    },
  )

  app.get(
    '/v1/admin/subscriptions',
    {
      schema: {
        tags,
        summary: 'Assinaturas (filtros por situação, plano e perfil; busca por usuário)',
        querystring: adminSubscriptionListQuerySchema,
        response: { 200: adminSubscriptionPageSchema, ...errors },
      },
    },
    async (request) => service.listSubscriptions(app.db, request.query),
  )
}
