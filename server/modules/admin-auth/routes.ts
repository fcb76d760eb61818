import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminDocumentSchema, adminSignInSchema } from '../../../src/domain/account'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { errorMsg } from '../../../src/domain/messages'
import { apiError } from '../../http/errors'
import { currentAdminId, invalidToken, sendToken } from '../auth'
import { guessGuardsOf } from '../auth'
import { authLimits } from '../auth'
import { checkAdminCredentials, findAdminById, toAdminResource } from './service'

const tags = ['back office']

/** Back office sign-in: its own token (audience 'admin', its own secret), separate from the user's. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const guesses = guessGuardsOf(app, 'admin').signIn()

  app.post(
    '/v1/admin/auth/sign_in',
    {
      config: { auth: 'public', rateLimit: authLimits.adminSignIn },
      schema: {
        tags,
        summary: 'Entra no back office',
        description: 'O token do admin vem em `data.attributes.token` e no cabeçalho Authorization.',
        body: adminSignInSchema,
        response: {
          200: adminDocumentSchema,
          401: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body.admin
      await guesses.before(email.toLowerCase(), request.ip)
      const admin = await checkAdminCredentials(app.db, email, password)
      if (!admin) await guesses.failed(email.toLowerCase(), request.ip)
      if (!admin) throw apiError(401, errorMsg.loginFailed, { code: 'invalid_credentials' })
      const { token } = await app.tokens.issue('admin', admin.id)
      return sendToken(reply, token).send({ data: toAdminResource(admin, token) })
    },
  )

  app.delete(
    '/v1/admin/auth/sign_out',
    {
      schema: {
        tags,
        summary: 'Sai do back office (revoga o token)',
        response: { 204: z.null(), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      currentAdminId(request)
      if (request.auth) await app.tokens.revoke(request.auth.sessionId)
      reply.removeHeader('authorization')
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/v1/admin/me',
    {
      schema: {
        tags,
        summary: 'Admin atual',
        response: { 200: adminDocumentSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const admin = await findAdminById(app.db, currentAdminId(request))
      if (!admin) throw invalidToken()
      return { data: toAdminResource(admin) }
    },
  )
}
