import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  confirmEmailDocumentSchema,
  confirmEmailSchema,
  emailConfirmMsg,
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
import { findUserById, listPhones, toUserDocument } from '../users'
import { confirmEmailLink, sendSignUpLink, signUpLater } from './email-verification'
import { createPasswordReset, RESET_DONE, RESET_REQUESTED, resetPassword } from './password-reset'
import { currentUserId, invalidToken, sendToken } from './request-auth'
import { guessGuardsOf } from './guess-limiter'
import { authLimits } from './rate-limits'
import { ACCOUNT_BLOCKED, checkCredentials } from './service'
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
        summary:
          'Cria a conta e envia o link de confirmação do e-mail (202, exista ou não uma conta com ele)',
        description: [
          'A resposta é a mesma, no mesmo tempo, para qualquer e-mail: a conta é criada depois da resposta.',
          'Um e-mail novo recebe o link de confirmação (`/confirmar-email/<token>`, 48 horas, uma vez), que',
          'confirma o e-mail e entra; um e-mail que já tem conta recebe "você já tem uma conta", com os links',
          'para entrar e para redefinir a senha. Até confirmar, a conta navega, rascunha e contata, mas não publica.',
        ].join(' '),
        body: signUpSchema,
        response: { 202: messageDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const input = request.body.user
      const baseUrl = publicBaseUrl(app)
      app.background.run('sign-up', () => signUpLater(app, input, baseUrl))
      return reply.status(202).send({ meta: { message: emailConfirmMsg.sent(input.email) } })
    },
  )

  app.post(
    '/v1/auth/email/confirm',
    {
      config: { auth: 'public', rateLimit: authLimits.confirmEmail },
      schema: {
        tags,
        summary: 'Segue um link de confirmação de e-mail (cadastro, troca de e-mail ou desfazer a troca)',
        description: [
          'Cadastro: confirma o e-mail e entra (`meta.token`). Troca: o novo e-mail passa a valer e o antigo',
          'recebe um link para desfazer. Desfazer: o e-mail antigo volta e todas as sessões são encerradas.',
          '422 com `link_used`, `link_expired` ou `link_invalid`.',
        ].join(' '),
        body: confirmEmailSchema,
        response: { 200: confirmEmailDocumentSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const done = await confirmEmailLink(app.db, request.body.token, publicBaseUrl(app))
      const { mail } = done
      if (mail) app.background.run('e-mail change notice', () => app.mailer.send(mail))
      const meta = { message: done.message, purpose: done.purpose, email: done.email }
      if (done.purpose === 'undo') await app.tokens.revokeAll('user', done.userId)
      if (done.purpose !== 'sign_up' || !done.active) return reply.send({ meta })
      const { token } = await app.tokens.issue('user', done.userId)
      return sendToken(reply, token).send({ meta: { ...meta, token } })
    },
  )

  app.post(
    '/v1/auth/email/resend',
    {
      config: { rateLimit: authLimits.resendEmail },
      schema: {
        tags,
        summary: 'Reenvia o link de confirmação do e-mail da conta (os links anteriores deixam de valer)',
        response: { 202: messageDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await findUserById(app.db, currentUserId(request))
      if (!user) throw invalidToken()
      if (user.emailVerifiedAt)
        return reply.status(202).send({ meta: { message: emailConfirmMsg.alreadyVerified } })
      const baseUrl = publicBaseUrl(app)
      app.background.run('confirmation link', () =>
        sendSignUpLink(app, user.id, user.email, user.firstName, baseUrl),
      )
      return reply.status(202).send({ meta: { message: emailConfirmMsg.resent(user.email) } })
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
      // Looked up, stored and sent after the answer: a known e-mail must not take longer to answer.
      const { email } = request.body.user
      const baseUrl = publicBaseUrl(app)
      app.background.run('password reset e-mail', async () => {
        const message = await createPasswordReset(app.db, email, baseUrl)
        if (message) await app.mailer.send(message)
      })
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
