import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ApiError } from '../../../src/domain/api'
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../../db/unavailable'
import '../../../src/domain/zod-messages'
import { ApiHttpError, GENERIC_ERROR } from '../../http/errors'
import { frameworkErrorText, rejectedValueText } from '../../http/error-texts'

/** One error format for the whole API; 5xx details stay in the log. */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      // An error is never kept by a shared cache (a public read may have set its cache header already).
      reply.header('cache-control', 'no-store')
      // Every 429 says when to come back; a limiter that knows better has set it already or tells it here.
      if (err.statusCode === 429 && !reply.hasHeader('retry-after')) {
        const seconds = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds
        reply.header('retry-after', typeof seconds === 'number' ? String(seconds) : '60')
      }
      if (err instanceof ApiHttpError) return reply.status(err.statusCode).send({ errors: err.errors })
      if (hasZodFastifySchemaValidationErrors(err)) {
        // One error per field (the first issue zod found for it). Body pointers are relative to the request
        // document, JSON:API style (/user/phones_attributes/0/number); other parts keep their name (/query/page).
        const errors = new Map<string, ApiError>()
        for (const v of err.validation) {
          const path = String(v.instancePath ?? '').replace(/\/$/, '')
          const context = err.validationContext ?? 'body'
          const pointer = context === 'body' ? path || '/' : `/${context}${path}`
          if (!errors.has(pointer)) {
            errors.set(pointer, {
              status: '422',
              code: 'invalid',
              detail: v.message ?? 'Valor inválido',
              source: { pointer },
            })
          }
        }
        return reply.status(422).send({ errors: [...errors.values()] })
      }
      if (isDatabaseUnavailable(err)) {
        request.log.warn({ err }, 'database unavailable')
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ errors: [{ status: '503', code: 'service_unavailable', detail: SERVICE_UNAVAILABLE }] })
      }
      const rejected = rejectedValueText(err)
      if (rejected) {
        return reply.status(422).send({ errors: [{ status: '422', code: 'invalid', detail: rejected }] })
      }
      const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500
      if (status >= 500) {
        request.log.error({ err }, 'request failed')
        return reply
          .status(500)
          .send({ errors: [{ status: '500', code: 'internal_server_error', detail: GENERIC_ERROR }] })
      }
      if (status === 429) {
        return reply.status(429).send({
          errors: [
            {
              status: '429',
              code: 'too_many_requests',
              detail: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
            },
          ],
        })
      }
      // The framework's own 4xx (invalid JSON, 413, 415…) carry English messages: the user reads pt-BR.
      return reply.status(status).send({
        errors: [{ status: String(status), code: err.code ?? 'error', detail: frameworkErrorText(status) }],
      })
    })
  },
  { name: 'error-handler' },
)
