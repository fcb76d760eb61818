import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { apiError } from '../../http/errors'
import { currentUserId } from '../auth'
import { deleteSubscription, saveDeviceSubscription, saveSubscription } from './service'

const INVALID = 'Inscrição de notificações inválida.'
const TAKEN =
  'Este navegador já recebe as notificações de outra conta. Entre com ela e desative as notificações antes de ativá-las aqui.'
const base64url = (bytes: number, first?: number) =>
  z
    .string({ error: INVALID })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, INVALID)
    .refine((v) => {
      const buf = Buffer.from(v, 'base64url')
      return buf.length === bytes && (first === undefined || buf[0] === first)
    }, INVALID)

/** PushSubscription.toJSON() as the browser gives it. */
const subscriptionSchema = z.object({
  endpoint: z
    .url({ error: INVALID })
    .max(2048)
    .refine((u) => u.startsWith('https://') || u.startsWith('http://'), INVALID),
  keys: z.object({ p256dh: base64url(65, 0x04), auth: base64url(16) }),
  expirationTime: z.number().nullable().optional(),
})

const subscriptionResource = z.object({
  id: z.string(),
  type: z.literal('push_subscription'),
  attributes: z.object({ endpoint: z.string(), created_at: z.string() }),
})

/**
 * Who may subscribe. The global /v1 guard has already checked the user token; further rules (e.g. only
 * advertisers) go here.
 */
export async function requireSubscriber(request: Parameters<typeof currentUserId>[0]): Promise<number> {
  return currentUserId(request)
}

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags: ['notificações'],
        summary: 'Chave pública VAPID para PushManager.subscribe (applicationServerKey)',
        response: {
          200: z.object({
            data: z.object({
              id: z.literal('vapid'),
              type: z.literal('push_public_key'),
              attributes: z.object({ public_key: z.string() }),
            }),
          }),
        },
      },
    },
    async () => ({
      data: {
        id: 'vapid' as const,
        type: 'push_public_key' as const,
        attributes: { public_key: app.push.publicKey },
      },
    }),
  )

  app.post(
    '/v1/push/subscriptions',
    {
      schema: {
        tags: ['notificações'],
        summary: 'Ativa as notificações deste navegador para o usuário (idempotente por endpoint)',
        body: subscriptionSchema,
        response: {
          200: z.object({ data: subscriptionResource }),
          201: z.object({ data: subscriptionResource }),
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = await requireSubscriber(request)
      // Push services are https on the internet; the server never posts to itself or its own network.
      if (!(await app.pushEndpointAllowed(request.body.endpoint)))
        throw apiError(422, INVALID, { code: 'invalid', pointer: '/endpoint' })
      const saved = await saveSubscription(app.db, userId, request.body)
      if (saved === 'taken') throw apiError(409, TAKEN, { code: 'conflict', pointer: '/endpoint' })
      const { row, created } = saved
      return reply.status(created ? 201 : 200).send({
        data: {
          id: String(row.id),
          type: 'push_subscription' as const,
          attributes: { endpoint: row.endpoint, created_at: row.createdAt.toISOString() },
        },
      })
    },
  )

  app.delete(
    '/v1/push/subscriptions',
    {
      schema: {
        tags: ['notificações'],
        summary: 'Desativa as notificações deste navegador',
        body: z.object({ endpoint: z.string({ error: INVALID }).min(1, INVALID).max(2048) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteSubscription(app.db, await requireSubscriber(request), request.body.endpoint)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/push/device-subscriptions',
    {
      schema: {
        tags: ['notificações'],
        summary:
          'Ativa as notificações deste navegador sem conta, para os favoritos que ele segue (idempotente por endpoint)',
        body: subscriptionSchema,
        response: {
          200: z.object({ data: subscriptionResource }),
          201: z.object({ data: subscriptionResource }),
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      if (!(await app.pushEndpointAllowed(request.body.endpoint)))
        throw apiError(422, INVALID, { code: 'invalid', pointer: '/endpoint' })
      const { row, created } = await saveDeviceSubscription(app.db, request.body)
      return reply.status(created ? 201 : 200).send({
        data: {
          id: String(row.id),
          type: 'push_subscription' as const,
          attributes: { endpoint: row.endpoint, created_at: row.createdAt.toISOString() },
        },
      })
    },
  )
}
