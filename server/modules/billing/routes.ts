import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  autoRenewSchema,
  billingMsg,
  checkoutSessionResourceSchema,
  checkoutStartSchema,
  paymentMethodResourceSchema,
  planListQuerySchema,
  paymentsModes,
  planResourceSchema,
  subscriptionResourceSchema,
} from '../../../src/domain/billing'
import { SandboxProvider } from '../../adapters/payments/sandbox/sandbox'
import { apiError } from '../../http/errors'
import { currentUserId, publicBaseUrl } from '../auth'
import { sandboxCheckoutRoutes } from './sandbox-checkout-routes'
import { activePlan, activePlans, cardsOf, endSandboxSubscriptions, userOf } from './repository'
import { billingNoticeEmail } from './notice-email'
import { reconcile } from './reconcile'
import { cardResource, checkoutResource, planResource, subscriptionResource } from './resources'
import {
  changeSubscription,
  checkoutStatus,
  customerFor,
  mySubscriptions,
  removeCard,
  setDefaultCard,
  startCardSetup,
  startCheckout,
} from './service'
import { startFreePlan } from './free-plans'
import { sendPixRenewalNotices, startPixCheckout } from './pix'
import { applyEntitlement } from './plan-change'
import { planChangeRoutes } from './plan-change-routes'
import { webhookRoutes } from './webhook-routes'
import type { BillingDeps } from './webhook-events'

const TAG = ['planos e pagamentos']
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
const errors = {
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  502: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
}
/** How often the reconciliation job runs. */
const RECONCILE_EVERY_MS = 5 * 60_000

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: BillingDeps = {
    db: app.db,
    payments: app.payments,
    // A plan that ended or shrank takes effect at once: the listings beyond its limit are paused (a smaller plan
    // keeps those the advertiser chose); one that starts again or grows brings back what a plan paused.
    onEntitlementChange: async (db, userId) => {
      await applyEntitlement({ db, searchCache: app.searchCache, listingEvents: app.listingEvents }, userId)
    },
    notify: async (userId, notice) => {
      const user = await userOf(app.db, userId)
      if (!user?.email) return
      await app.mailer.send(
        billingNoticeEmail(user, notice, publicBaseUrl(app), app.payments.name === 'sandbox'),
      )
    },
    log: app.log,
  }

  // A demonstration's subscriptions are not honoured by a server taking real payments, or none.
  if (app.payments.name !== 'sandbox')
    app.addHook('onReady', async () => {
      const users = await endSandboxSubscriptions(app.db, new Date())
      if (users.length)
        app.log.warn(`Ended ${users.length} advertisers' subscriptions made by the payment sandbox`)
      for (const userId of users) await deps.onEntitlementChange?.(app.db, userId)
    })

  await app.register(webhookRoutes, { deps })
  await app.register(planChangeRoutes, { deps })
  if (app.payments instanceof SandboxProvider)
    await app.register(sandboxCheckoutRoutes, { sandbox: app.payments })

  if (app.config.NODE_ENV !== 'test') {
    let timer: NodeJS.Timeout | null = null
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        reconcile(deps).catch((err: unknown) => app.log.error({ err }, 'billing reconciliation failed'))
        sendPixRenewalNotices({ db: app.db, mailer: app.mailer, baseUrl: publicBaseUrl(app) }).catch(
          (err: unknown) => app.log.error({ err }, 'PIX renewal e-mails failed'),
        )
      }, RECONCILE_EVERY_MS)
      timer.unref()
    })
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer)
    })
  }

  // Public: the plans of a profile, and one plan.
  app.get(
    '/api/plans',
    {
      schema: {
        tags: TAG,
        summary: 'Planos ativos de um perfil de anunciante, na ordem definida',
        querystring: planListQuerySchema,
        response: { 200: z.object({ data: z.array(planResourceSchema) }) },
      },
    },
    async (request) => ({ data: (await activePlans(app.db, request.query.profile)).map(planResource) }),
  )

  app.get(
    '/api/payments',
    {
      schema: {
        tags: TAG,
        summary:
          'Quem recebe os pagamentos: stripe, sandbox (demonstração, nada é cobrado) ou off (planos pagos indisponíveis)',
        response: { 200: z.object({ data: z.object({ mode: z.enum(paymentsModes) }) }) },
      },
    },
    async () => ({ data: { mode: app.payments.name } }),
  )

  app.get(
    '/api/plans/:id',
    {
      schema: {
        tags: TAG,
        summary: 'Um plano ativo',
        params: idParams,
        response: { 200: z.object({ data: planResourceSchema }), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const plan = await activePlan(app.db, request.params.id)
      if (!plan) throw apiError(404, billingMsg.planNotFound)
      return { data: planResource(plan) }
    },
  )

  // The advertiser's checkout.
  app.post(
    '/v1/checkout/sessions',
    {
      schema: {
        tags: TAG,
        summary:
          'Inicia o pagamento de um plano no checkout do provedor: cartão (assinatura com período de teste na primeira) ou PIX (um período, sem teste)',
        body: checkoutStartSchema,
        response: {
          201: z.object({ data: checkoutSessionResourceSchema }),
          409: errorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      const { plan_id: planId, method } = request.body
      const s =
        method === 'pix'
          ? await startPixCheckout(deps, userId, planId, (id) => customerFor(deps, id))
          : await startCheckout(deps, userId, planId)
      const row = {
        id: s.id,
        userId,
        planId: s.planId,
        mode: s.mode,
        status: 'open' as const,
        trial: s.trial,
        paymentMethod: method,
        subscriptionId: null,
      }
      return reply.status(201).send({
        data: checkoutResource({ ...row, providerSubscriptionId: null, createdAt: new Date() }, s.url, null),
      })
    },
  )

  app.get(
    '/v1/checkout/sessions/:id',
    {
      schema: {
        tags: TAG,
        summary:
          'Situação de um pagamento: aberto, concluído (com a assinatura, depois do webhook) ou expirado',
        params: z.object({ id: z.string().min(1).max(255) }),
        response: { 200: z.object({ data: checkoutSessionResourceSchema }), 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { row, subscription } = await checkoutStatus(app.db, currentUserId(request), request.params.id)
      return { data: checkoutResource(row, null, subscription) }
    },
  )

  // Subscriptions.
  app.get(
    '/v1/subscriptions',
    {
      schema: {
        tags: TAG,
        summary: 'Assinatura atual e histórico',
        response: {
          200: z.object({
            data: z.array(subscriptionResourceSchema),
            meta: z.object({ current_id: z.string().nullable() }),
          }),
        },
      },
    },
    async (request) => {
      const { all, current } = await mySubscriptions(app.db, currentUserId(request))
      return {
        data: all.map(subscriptionResource),
        meta: { current_id: current ? String(current.id) : null },
      }
    },
  )

  app.post(
    '/v1/subscriptions',
    {
      schema: {
        tags: TAG,
        summary:
          'Começa um plano gratuito do perfil na hora, sem pagamento (409 com uma assinatura atual: cancele-a antes)',
        body: checkoutStartSchema,
        response: {
          201: z.object({ data: subscriptionResourceSchema }),
          409: errorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const row = await startFreePlan(app.db, currentUserId(request), request.body.plan_id)
      return reply.status(201).send({ data: subscriptionResource(row) })
    },
  )

  const changed = z.object({ data: subscriptionResourceSchema, meta: z.object({ confirmed: z.boolean() }) })
  app.patch(
    '/v1/subscriptions/:id',
    {
      schema: {
        tags: TAG,
        summary: 'Liga ou desliga a renovação automática',
        params: idParams,
        body: autoRenewSchema,
        response: { 200: changed, 202: changed, ...errors },
      },
    },
    async (request, reply) => {
      const r = await changeSubscription(deps, currentUserId(request), request.params.id, request.body)
      return reply
        .status(r.confirmed ? 200 : 202)
        .send({ data: subscriptionResource(r.row), meta: { confirmed: r.confirmed } })
    },
  )

  for (const [path, change, summary] of [
    [
      'cancel',
      'cancel',
      'Cancela a assinatura ativa no fim do período pago (os anúncios seguem ativos até lá)',
    ],
    ['cancel_trial', 'cancel_trial', 'Cancela o período de teste (nada é cobrado)'],
    ['pay', 'pay', 'Cobra de novo o cartão de uma assinatura com renovação recusada'],
  ] as const) {
    app.post(
      `/v1/subscriptions/:id/${path}`,
      {
        schema: { tags: TAG, summary, params: idParams, response: { 200: changed, 202: changed, ...errors } },
      },
      async (request, reply) => {
        const r = await changeSubscription(deps, currentUserId(request), request.params.id, change)
        return reply
          .status(r.confirmed ? 200 : 202)
          .send({ data: subscriptionResource(r.row), meta: { confirmed: r.confirmed } })
      },
    )
  }

  // Cards.
  app.get(
    '/v1/payment_methods',
    {
      schema: {
        tags: TAG,
        summary: 'Cartões do anunciante',
        response: { 200: z.object({ data: z.array(paymentMethodResourceSchema) }) },
      },
    },
    async (request) => ({ data: (await cardsOf(app.db, currentUserId(request))).map(cardResource) }),
  )

  app.post(
    '/v1/payment_methods/setup_sessions',
    {
      schema: {
        tags: TAG,
        summary: 'Abre o formulário de cartão do provedor (o número do cartão nunca passa por este servidor)',
        response: {
          201: z.object({
            data: z.object({
              id: z.string(),
              type: z.literal('setup_session'),
              attributes: z.object({ url: z.string() }),
            }),
          }),
          502: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const s = await startCardSetup(deps, currentUserId(request))
      return reply
        .status(201)
        .send({ data: { id: s.id, type: 'setup_session' as const, attributes: { url: s.url } } })
    },
  )

  app.delete(
    '/v1/payment_methods/:id',
    {
      schema: {
        tags: TAG,
        summary: 'Remove um cartão',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCard(deps, currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.put(
    '/v1/payment_methods/:id/default',
    {
      schema: {
        tags: TAG,
        summary: 'Define o cartão principal',
        params: idParams,
        response: { 200: z.object({ data: paymentMethodResourceSchema }), ...errors },
      },
    },
    async (request) => ({
      data: cardResource(await setDefaultCard(deps, currentUserId(request), request.params.id)),
    }),
  )
}
