import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { subscriptionResourceSchema } from '../../../src/domain/billing'
import {
  pendingPlanChangeSchema,
  planChangeBodySchema,
  planChangeMsg,
  planChangeQuerySchema,
  planChangeQuoteSchema,
} from '../../../src/domain/plan-change'
import { apiError } from '../../http/errors'
import { currentUserId } from '../auth'
import { changePlan, dropPlanChange, pendingPlanChange, quotePlanChange } from './plan-change'
import { subscriptionResource } from './resources'
import type { BillingDeps } from './webhook-events'

const TAG = ['planos e pagamentos']
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const errors = {
  402: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
}

/** Plan change in place: the quote, the change (upgrade now, downgrade at the period's end) and giving it up. */
export const planChangeRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  app.get(
    '/v1/subscriptions/:id/plan_change',
    {
      schema: {
        tags: TAG,
        summary:
          'O que a mudança para outro plano faria: valor cobrado agora (plano maior) ou anúncios a escolher (plano menor)',
        params: idParams,
        querystring: planChangeQuerySchema,
        response: { 200: z.object({ data: planChangeQuoteSchema }), ...errors },
      },
    },
    async (request) => ({
      data: await quotePlanChange(deps, currentUserId(request), request.params.id, request.query.plan_id),
    }),
  )

  const upgraded = z.object({
    data: subscriptionResourceSchema,
    meta: z.object({
      direction: z.literal('upgrade'),
      confirmed: z.boolean(),
      amount_due: z.number().int(),
    }),
  })
  const scheduled = z.object({
    data: subscriptionResourceSchema,
    meta: z.object({ direction: z.literal('downgrade'), pending: pendingPlanChangeSchema }),
  })
  app.post(
    '/v1/subscriptions/:id/plan_change',
    {
      schema: {
        tags: TAG,
        summary:
          'Muda de plano sem cancelar: um plano maior vale na hora (cobrança proporcional), um menor no fim do período, com os anúncios escolhidos',
        params: idParams,
        body: planChangeBodySchema,
        response: { 200: upgraded, 202: upgraded, 201: scheduled, ...errors },
      },
    },
    async (request, reply) => {
      const r = await changePlan(deps, currentUserId(request), request.params.id, request.body)
      if (r.direction === 'downgrade')
        return reply.status(201).send({
          data: subscriptionResource(r.row),
          meta: { direction: 'downgrade' as const, pending: r.pending },
        })
      return reply.status(r.confirmed ? 200 : 202).send({
        data: subscriptionResource(r.row),
        meta: { direction: 'upgrade' as const, confirmed: r.confirmed, amount_due: r.amountDue },
      })
    },
  )

  app.delete(
    '/v1/subscriptions/:id/plan_change',
    {
      schema: {
        tags: TAG,
        summary: 'Desiste da mudança para um plano menor agendada para o fim do período',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await dropPlanChange(deps, currentUserId(request), request.params.id)))
        throw apiError(404, planChangeMsg.noPending)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/v1/plan_changes/scheduled',
    {
      schema: {
        tags: TAG,
        summary: 'A mudança para um plano menor agendada para o fim do período, se houver',
        response: { 200: z.object({ data: pendingPlanChangeSchema.nullable() }) },
      },
    },
    async (request) => ({ data: await pendingPlanChange(app.db, currentUserId(request)) }),
  )
}
