import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema, pageParamsSchema, pageSchema } from '../../../src/domain/api'
import { phoneSchema } from '../../../src/domain/advertiser'
import { leadKinds } from '../../../src/domain/enums'
import { leadInputSchema, leadSchema, reportInputSchema } from '../../../src/domain/lead'
import { queueLeadWebhook } from '../lead-webhooks'
import { notifyNewLead } from '../push'
import { currentUserId } from '../auth'
import { publicBaseUrl } from '../auth'
import { addressKey } from '../../http/client-address'
import { apiError } from '../../http/errors'
import { newLeadEmail } from './lead-email'
import { messageLimits } from './message-limits'
import { phoneViewDigests } from './phone-view-digest'
import { regionDay, REVEAL_LIMIT_TEXT, REVEALS_PER_DAY, secondsToNextDay, spendReveal } from './reveal-budget'
import {
  contactableAdvertiser,
  createReport,
  insertLead,
  listLeads,
  revealedPhones,
  toLeadResource,
  trappedLead,
} from './service'

// Contact forms are public. Per address, a burst limit on the request itself (counted once the body is read:
// preHandler); the lasting limits are in the handler: a daily budget of advertisers whose numbers one address or
// device may see (reveal-budget.ts), and hourly limits on messages per sender and per advertiser (message-limits.ts).
const REVEALS_PER_MINUTE = 30
const isReveal = (body: unknown) => {
  const kind = (body as { kind?: unknown } | undefined)?.kind
  return kind === 'phone' || kind === 'whatsapp'
}
/** Contact messages a minute from one address (more when the hourly limits are raised: see message-limits.ts). */
const MESSAGES_PER_MINUTE = 60
const contactLimit = (messagesPerHour: number | undefined) => ({
  hook: 'preHandler' as const,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `${request.ip}:${isReveal(request.body) ? 'reveal' : 'contact'}`,
  max: (request: FastifyRequest) =>
    isReveal(request.body) ? REVEALS_PER_MINUTE : Math.max(MESSAGES_PER_MINUTE, messagesPerHour ?? 0),
})
const DIGEST_EVERY_MS = 3_600_000

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The advertiser's push and e-mail go out after the answer; closing the server waits for those under way, so a
  // restart right after a lead neither drops them nor writes after the database and the mailer have closed.
  const deliveries = new Set<Promise<unknown>>()
  const deliver = (work: Promise<unknown>) => {
    deliveries.add(work)
    void work.finally(() => deliveries.delete(work))
  }
  app.addHook('onClose', async () => {
    clearInterval(digestTimer)
    await Promise.allSettled([...deliveries])
  })
  const limitMessage = messageLimits(app)

  // Yesterday's phone views, e-mailed once a day per advertiser; tried every hour (and at start) so a restart only
  // delays it. A send that fails is not tried again: the e-mail is a record, every view is in the inbox.
  const sendDigests = () =>
    deliver(
      phoneViewDigests(app.db, regionDay(Date.now() - 86_400_000), publicBaseUrl(app))
        .then((mails) => Promise.all(mails.map((mail) => app.mailer.send(mail))))
        .catch((err: unknown) => app.log.warn({ err }, 'phone view digest failed')),
    )
  let digestTimer: NodeJS.Timeout | undefined
  if (app.config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      sendDigests()
      digestTimer = setInterval(sendDigests, DIGEST_EVERY_MS).unref()
    })
  }

  app.post(
    '/api/leads',
    {
      config: { rateLimit: contactLimit(app.config.CONTACT_MESSAGES_PER_HOUR) },
      schema: {
        tags: ['contato'],
        summary: 'Envia uma mensagem ou registra um contato (WhatsApp, telefone) para o anunciante',
        body: leadInputSchema,
        description:
          'Um contato por telefone ou WhatsApp é registrado e responde com os telefones do anunciante (`meta.phones`).',
        response: {
          201: z.object({ data: leadSchema, meta: z.object({ phones: z.array(phoneSchema) }).optional() }),
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const input = request.body
      const advertiserId = await contactableAdvertiser(app.db, input)
      const device = (await app.visitors.idOf(request, reply)).id
      const address = addressKey(request.ip)
      // A filled honeypot meets the same limits and gets the same answer: only nothing is stored or sent.
      if (input.kind !== 'message') {
        const viewers = [
          { key: `address:${address}`, max: REVEALS_PER_DAY.address },
          { key: `device:${device}`, max: REVEALS_PER_DAY.device },
        ]
        if (!(await spendReveal(app.db, viewers, advertiserId))) {
          reply.header('retry-after', String(secondsToNextDay()))
          throw apiError(429, REVEAL_LIMIT_TEXT)
        }
      } else {
        await limitMessage(request, reply, {
          address,
          device,
          email: input.email ? input.email.trim().toLowerCase() : undefined,
          advertiser: String(advertiserId),
        })
      }
      const trapped = Boolean(input.website)
      const row = trapped
        ? await trappedLead(app.db, advertiserId, input)
        : await insertLead(app.db, advertiserId, input, (tx, lead) =>
            queueLeadWebhook(tx, lead, publicBaseUrl(app)),
          )
      if (!trapped) {
        // The agency's webhook, if it has one (queued with the lead; the worker sends it and retries).
        app.leadWebhooks.kick()
        // A replayed request (same Idempotency-Key, e.g. from a visitor's outbox) never reaches this handler, so
        // the advertiser gets one push per lead, and one e-mail per message (phone views: the daily digest).
        // Neither holds the answer nor can fail the lead.
        deliver(
          notifyNewLead(app.db, app.push, row).catch((err: unknown) =>
            request.log.warn({ err }, 'lead push failed'),
          ),
        )
        if (row.kind === 'message') {
          deliver(
            newLeadEmail(app.db, row, publicBaseUrl(app))
              .then((mail) => (mail ? app.mailer.send(mail) : undefined))
              .catch((err: unknown) => request.log.warn({ err }, 'lead e-mail failed')),
          )
        }
      }
      const data = toLeadResource(row)
      if (row.kind === 'message') return reply.status(201).send({ data })
      return reply.status(201).send({ data, meta: { phones: await revealedPhones(app.db, row) } })
    },
  )

  app.get(
    '/v1/leads',
    {
      schema: {
        tags: ['contato'],
        summary: 'Mensagens e contatos recebidos pelo anunciante, mais recentes primeiro',
        querystring: pageParamsSchema.extend({ kind: z.enum(leadKinds).optional().catch(undefined) }),
        response: { 200: pageSchema(leadSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => listLeads(app.db, currentUserId(request), request.query),
  )

  app.post(
    '/api/reports',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['contato'],
        summary: 'Denuncia um anúncio de imóvel',
        body: reportInputSchema,
        response: {
          201: z.object({ data: z.object({ id: z.string(), type: z.literal('report') }) }),
          404: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await createReport(app.db, request.body)
      return reply.status(201).send({ data: { id: String(row.id), type: 'report' as const } })
    },
  )
}
