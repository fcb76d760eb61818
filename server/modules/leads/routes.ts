import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema, pageParamsSchema, pageSchema } from '../../../src/domain/api'
import { leadKinds } from '../../../src/domain/enums'
import { leadInputSchema, leadSchema, reportInputSchema } from '../../../src/domain/lead'
import { notifyNewLead } from '../push/service'
import { currentUserId } from '../auth/request-auth'
import { publicBaseUrl } from '../auth/urls'
import { newLeadEmail } from './lead-email'
import { createLead, createReport, listLeads, toLeadResource } from './service'

// Contact forms are public: rate-limited per IP, generous enough for an outbox replaying a day offline.
const contactLimit = { max: 300, timeWindow: '1 minute' }

export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/leads',
    {
      config: { rateLimit: contactLimit },
      schema: {
        tags: ['contato'],
        summary: 'Envia uma mensagem ou registra um contato (WhatsApp, telefone) para o anunciante',
        body: leadInputSchema,
        response: { 201: z.object({ data: leadSchema }), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const row = await createLead(app.db, request.body)
      // A replayed request (same Idempotency-Key, e.g. from a visitor's outbox) never reaches this handler, so
      // the advertiser gets one push and one e-mail per lead. Neither holds the answer nor can fail the lead.
      void notifyNewLead(app.db, app.push, row).catch((err: unknown) =>
        request.log.warn({ err }, 'lead push failed'),
      )
      void newLeadEmail(app.db, row, publicBaseUrl(app))
        .then((mail) => (mail ? app.mailer.send(mail) : undefined))
        .catch((err: unknown) => request.log.warn({ err }, 'lead e-mail failed'))
      return reply.status(201).send({ data: toLeadResource(row) })
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
