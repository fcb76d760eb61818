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
import { currentUserId } from '../auth'
import { tooManyMessage } from '../auth'

// "Gerar descrição" for the listing editors (properties and vehicles): the attributes in, a pt-BR description and a
// suggested title out, through the text adapter. Signed-in advertisers only, limited per user (an AI endpoint
// costs money); nothing is stored, so the search cache is never touched.

const perUser: RateLimitOptions = {
  max: TEXT_HELP_LIMIT.max,
  timeWindow: TEXT_HELP_LIMIT.minutes * 60_000,
  // After the guard has verified the token (preHandler), so the key is the user, not the address.
  hook: 'preHandler',
  keyGenerator: (request) => `text-help:${request.auth?.subject ?? request.ip}`,
  errorResponseBuilder: (_request, ctx) =>
    apiError(429, tooManyMessage(ctx.ttl), { code: 'too_many_requests' }),
}

export const textHelpRoutes: FastifyPluginAsyncZod = async (app) => {
  const generator = createTextGenerator(app.config)

  app.post(
    '/v1/text/description',
    {
      config: { rateLimit: perUser },
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
      currentUserId(request)
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
