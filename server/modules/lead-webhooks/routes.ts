import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema, pageParamsSchema, pageSchema } from '../../../src/domain/api'
import {
  webhookDeliverySchema,
  webhookMsg,
  webhookSettingsSchema,
  webhookUpdateSchema,
} from '../../../src/domain/lead-webhook'
import { idParamsSchema, parseId } from '../../http/public-read'
import { apiError } from '../../http/errors'
import { currentUserId } from '../auth'
import {
  deleteWebhook,
  getWebhook,
  listDeliveries,
  resendDelivery,
  rotateSecret,
  saveWebhook,
  sendTest,
} from './service'

const tags = ['webhook de contatos']
const settingsDoc = z.object({ data: webhookSettingsSchema })
const deliveryDoc = z.object({ data: webhookDeliverySchema })
const refused = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema }
const signing =
  'Cada contato novo é enviado por POST em JSON, assinado no cabeçalho `Mercado-Irece-Signature: t=<unix>,v1=<hex>` ' +
  '(HMAC-SHA256 com o segredo sobre `t + "." + corpo`); falhas são repetidas com espera crescente por 24 h. ' +
  'Exclusivo do perfil imobiliária (business): os demais recebem 403. Detalhes em docs/webhooks.md.'

/** /dashboard/webhook: the agency's lead webhook, its secret, a test event and the delivery log with "Reenviar". */
export const leadWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = () => app.leadWebhooks.policy

  app.get(
    '/v1/lead-webhook',
    {
      schema: {
        tags,
        summary: 'Endereço e segredo do webhook de contatos',
        description: signing,
        response: { 200: settingsDoc, ...refused },
      },
    },
    async (request) => getWebhook(app.db, currentUserId(request)),
  )

  app.put(
    '/v1/lead-webhook',
    {
      schema: {
        tags,
        summary: 'Salva o endereço (https, na internet); o segredo é criado no primeiro salvamento',
        description:
          'Endereços de redes internas, do próprio servidor ou de metadados de nuvem são recusados (422).',
        body: webhookUpdateSchema,
        response: { 200: settingsDoc, ...refused, 422: errorEnvelopeSchema },
      },
    },
    async (request) => saveWebhook(app.db, policy(), currentUserId(request), request.body.url),
  )

  app.delete(
    '/v1/lead-webhook',
    {
      schema: {
        tags,
        summary: 'Desliga o webhook de contatos',
        response: { 204: z.null(), ...refused },
      },
    },
    async (request, reply) => {
      await deleteWebhook(app.db, currentUserId(request))
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/v1/lead-webhook/secret',
    {
      schema: {
        tags,
        summary: 'Gera um novo segredo (o anterior deixa de valer na hora)',
        response: { 200: settingsDoc, ...refused, 409: errorEnvelopeSchema },
      },
    },
    async (request) => rotateSecret(app.db, currentUserId(request)),
  )

  app.post(
    '/v1/lead-webhook/test',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Enviar teste: um evento `webhook.test` com um contato fictício',
        response: { 202: deliveryDoc, ...refused, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const result = await sendTest(app.db, currentUserId(request))
      app.leadWebhooks.kick()
      return reply.status(202).send(result)
    },
  )

  app.get(
    '/v1/lead-webhook/deliveries',
    {
      schema: {
        tags,
        summary: 'Registro de envios, mais recentes primeiro, com as últimas tentativas de cada um',
        querystring: pageParamsSchema,
        response: { 200: pageSchema(webhookDeliverySchema), ...refused },
      },
    },
    async (request) => listDeliveries(app.db, currentUserId(request), request.query),
  )

  app.post(
    '/v1/lead-webhook/deliveries/:id/resend',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Reenviar: o mesmo evento (mesmo id e corpo) de novo agora, com mais 24 h de tentativas',
        params: idParamsSchema,
        response: { 202: deliveryDoc, ...refused, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      const id = parseId(request.params.id)
      if (id === null) throw apiError(404, webhookMsg.notFound)
      const result = await resendDelivery(app.db, userId, id)
      app.leadWebhooks.kick()
      return reply.status(202).send(result)
    },
  )
}
