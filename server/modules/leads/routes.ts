import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema, pageParamsSchema, pageSchema } from '../../../src/domain/api'
import { phoneSchema } from '../../../src/domain/advertiser'
import { leadKinds } from '../../../src/domain/enums'
import { leadInputSchema, leadSchema, reportInputSchema } from '../../../src/domain/lead'
import { notifyNewLead } from '../push'
import { currentUserId } from '../auth'
import { publicBaseUrl } from '../auth'
import { newLeadEmail } from './lead-email'
import { createLead, createReport, listLeads, revealedPhones, toLeadResource, trappedLead } from './service'

// Contact forms are public: rate-limited per IP, generous enough for an outbox replaying a day offline. Revealing
// an advertiser's number (a phone or WhatsApp lead, which answers with the phones) has its own, tighter count, so
// the numbers cannot be harvested listing after listing. Counted once the body is read (preHandler).
const REVEALS_PER_MINUTE = 30
const isReveal = (body: unknown) => {
  const kind = (body as { kind?: unknown } | undefined)?.kind
  return kind === 'phone' || kind === 'whatsapp'
}
const contactLimit = {
  hook: 'preHandler' as const,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `${request.ip}:${isReveal(request.body) ? 'reveal' : 'contact'}`,
  max: (request: FastifyRequest) => (isReveal(request.body) ? REVEALS_PER_MINUTE : 300),
}

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The advertiser's push and e-mail go out after the answer; closing the server waits for those under way, so a
  // restart right after a lead neither drops them nor writes after the database and the mailer have closed.
  const deliveries = new Set<Promise<unknown>>()
  const deliver = (work: Promise<unknown>) => {
    deliveries.add(work)
    void work.finally(() => deliveries.delete(work))
  }
  app.addHook('onClose', async () => {
    await Promise.allSettled([...deliveries])
  })

  app.post(
    '/api/leads',
    {
      config: { rateLimit: contactLimit },
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
      if (request.body.website) {
        const data = toLeadResource(await trappedLead(app.db, request.body))
        return reply
          .status(201)
          .send(data.attributes.kind === 'message' ? { data } : { data, meta: { phones: [] } })
      }
      const row = await createLead(app.db, request.body)
      // A replayed request (same Idempotency-Key, e.g. from a visitor's outbox) never reaches this handler, so
      // the advertiser gets one push and one e-mail per lead. Neither holds the answer nor can fail the lead.
      deliver(
        notifyNewLead(app.db, app.push, row).catch((err: unknown) =>
          request.log.warn({ err }, 'lead push failed'),
        ),
      )
      deliver(
        newLeadEmail(app.db, row, publicBaseUrl(app))
          .then((mail) => (mail ? app.mailer.send(mail) : undefined))
          .catch((err: unknown) => request.log.warn({ err }, 'lead e-mail failed')),
      )
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
