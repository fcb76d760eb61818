import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  forgotPasswordSchema,
  messageDocumentSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  userDocumentSchema,
} from '../../../src/domain/account'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { errorMsg } from '../../../src/domain/messages'
import { apiError } from '../../http/errors'
import { listPhones, toUserDocument } from '../users'
import {
  createPasswordReset,
  RESET_DONE,
  RESET_REQUESTED,
  resetPassword,
  sendInBackground,
} from './password-reset'
import { currentUserId, sendToken } from './request-auth'
import { guessGuardsOf } from './guess-limiter'
import { authLimits } from './rate-limits'
import { ACCOUNT_BLOCKED, checkCredentials, signUp } from './service'
import { publicBaseUrl } from './urls'

const tags = ['conta']
const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
}

/** Sign-up, sign-in, sign-out and password reset of advertisers (the user client). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const guesses = guessGuardsOf(app, 'user').signIn()

  app.post(
    '/v1/auth/sign_up',
    {
      config: { auth: 'public', rateLimit: authLimits.signUp },
      schema: {
        tags,
        summary: 'Cria a conta (com dois telefones em branco, o segundo WhatsApp) e já entra',
        description: 'O token vem em `meta.token` e no cabeçalho `Authorization: Bearer …`.',
        body: signUpSchema,
        response: { 201: userDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signUp(app.db, request.body.user)
      const { token } = await app.tokens.issue('user', user.id)
      const doc = toUserDocument(user, await listPhones(app.db, user.id))
      return sendToken(reply, token)
        .status(201)
        .send({ ...doc, meta: { token } })
    },
  )

  app.post(
    '/v1/auth/sign_in',
    {
      config: { auth: 'public', rateLimit: authLimits.signIn },
      schema: {
        tags,
        summary: 'Entra com e-mail e senha',
        description: `401 com "${errorMsg.loginFailed}" quando não confere. O token vem em \`meta.token\` e no cabeçalho Authorization.`,
        body: signInSchema,
        response: { 200: userDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body.user
      await guesses.before(email.toLowerCase(), request.ip)
      const user = await checkCredentials(app.db, email, password)
      if (!user) await guesses.failed(email.toLowerCase(), request.ip)
      if (!user) throw apiError(401, errorMsg.loginFailed, { code: 'invalid_credentials' })
      if (user.status !== 'active') throw apiError(403, ACCOUNT_BLOCKED, { code: 'account_blocked' })
      const { token } = await app.tokens.issue('user', user.id)
      const doc = toUserDocument(user, await listPhones(app.db, user.id))
      return sendToken(reply, token).send({ ...doc, meta: { token } })
    },
  )

  app.delete(
    '/v1/auth/sign_out',
    {
      schema: {
        tags,
        summary: 'Sai: o token deixa de valer imediatamente',
        response: { 204: z.null().describe('Sem conteúdo'), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      currentUserId(request)
      if (request.auth) await app.tokens.revoke(request.auth.sessionId)
      // A refresh header set by the guard would hand a revoked token back.
      reply.removeHeader('authorization')
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/v1/auth/password/forgot',
    {
      config: { auth: 'public', rateLimit: authLimits.forgot },
      schema: {
        tags,
        summary: 'Envia por e-mail um link de redefinição de senha (responde 202 exista ou não a conta)',
        description: 'O link leva a `/resetar-senha/<token>`, vale 1 hora e uma única vez.',
        body: forgotPasswordSchema,
        response: { 202: messageDocumentSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const message = await createPasswordReset(app.db, request.body.user.email, publicBaseUrl(app))
      if (message) sendInBackground(app.mailer, message, request.log)
      return reply.status(202).send({ meta: { message: RESET_REQUESTED } })
    },
  )

  app.post(
    '/v1/auth/password/reset',
    {
      config: { auth: 'public', rateLimit: authLimits.reset },
      schema: {
        tags,
        summary: 'Define a nova senha com o token do link; encerra as sessões abertas da conta',
        body: resetPasswordSchema,
        response: { 202: messageDocumentSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body.user
      const userId = await resetPassword(app.db, token, password)
      await app.tokens.revokeAll('user', userId)
      return reply.status(202).send({ meta: { message: RESET_DONE } })
    },
  )
}
