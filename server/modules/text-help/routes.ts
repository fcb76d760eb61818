import type { RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { errorMsg } from '../../../src/domain/messages'
import {
  TEXT_HELP_LIMIT,
  textHelpInputSchema,
  textSuggestionDocumentSchema,
} from '../../../src/domain/text-help'
import { createTextGenerator } from '../../adapters/text/from-config'
import { apiError } from '../../http/errors'
import { tooManyMessage } from '../auth'

// "Gerar descrição" for the listing editors (properties and vehicles): the attributes in, a pt-BR description and a
// suggested title out, through the text adapter. An owner writing a first listing has not signed up yet (the owner
// flow asks for the account at the end), so visitors may use it too, on a smaller allowance per address; a
// signed-in advertiser counts per account (an AI endpoint costs money). Nothing is stored, so the search cache is
// never touched.

const perUser: RateLimitOptions = {
  max: (request) => (request.auth?.client === 'user' ? TEXT_HELP_LIMIT.max : TEXT_HELP_LIMIT.anonymousMax),
  timeWindow: TEXT_HELP_LIMIT.minutes * 60_000,
  // After the token was checked (onRequest), so a signed-in caller's key is the account, not the address.
  hook: 'preHandler',
  keyGenerator: (request) =>
    request.auth?.client === 'user' ? `text-help:user:${request.auth.subject}` : `text-help:ip:${request.ip}`,
  errorResponseBuilder: (_request, ctx) =>
    apiError(429, tooManyMessage(ctx.ttl), { code: 'too_many_requests' }),
}

export const textHelpRoutes: FastifyPluginAsyncZod = async (app) => {
  const generator = createTextGenerator(app.config)

  app.post(
    '/v1/text/description',
    {
      config: { rateLimit: perUser, auth: 'public' },
      // A token, when sent, is checked as on any signed-in route (an invalid one is refused, not ignored).
      onRequest: async (request, reply) => {
        if (request.headers.authorization) await app.requireUser(request, reply)
      },
      schema: {
        tags: ['anúncios'],
        summary: 'Gera uma descrição (e um título sugerido) a partir dos atributos de um imóvel ou veículo',
        body: textHelpInputSchema,
        response: {
          200: textSuggestionDocumentSchema,
          401: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      try {
        const attributes = await generator.suggest(request.body)
        return { data: { type: 'text_suggestion' as const, attributes } }
      } catch (err) {
        request.log.warn({ err, generator: generator.name }, 'text generation failed')
        throw apiError(502, errorMsg.aiDescription, { code: 'text_generation_failed' })
      }
    },
  )
}
