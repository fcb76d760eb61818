import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { INVALID_TOKEN } from '../../../src/domain/api'
import { errorMsg } from '../../../src/domain/messages'
import type { AuthClient } from '../../db/schema'
import { apiError } from '../../http/errors'
import { loadTokenSecrets } from './secrets'
import { Tokens, type VerifiedToken } from './tokens'

export const SESSION_EXPIRED = 'Sua sessão expirou, entre novamente.'
export const SIGN_IN_REQUIRED = 'Entre na sua conta para continuar.'

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    tokens: Tokens
    /** onRequest/preHandler guards for routes outside /v1 (e.g. PUT /sign_up); /v1/* is guarded globally. */
    requireUser: Guard
    requireAdmin: Guard
  }
  interface FastifyRequest {
    /** Set by the guards: who is calling, with which client's token. */
    auth: VerifiedToken | null
  }
  interface FastifyContextConfig {
    /** 'public' opens a /v1 route to anonymous callers (sign-in, sign-up, password reset, OIDC). */
    auth?: 'public'
  }
}

export const invalidToken = () =>
  apiError(401, SESSION_EXPIRED, { code: 'unauthorized', type: INVALID_TOKEN })

/** The signed-in user's id (for handlers behind requireUser). */
export function currentUserId(request: FastifyRequest): number {
  if (request.auth?.client !== 'user') throw invalidToken()
  return request.auth.subject
}

export function currentAdminId(request: FastifyRequest): number {
  if (request.auth?.client !== 'admin') throw invalidToken()
  return request.auth.subject
}

/** The header a response carries when it hands out a token (spec §4: the client replaces a different one). */
export function sendToken(reply: FastifyReply, token: string): FastifyReply {
  return reply
    .header('authorization', `Bearer ${token}`)
    .header('access-control-expose-headers', 'Authorization')
}

const other = (client: AuthClient): AuthClient => (client === 'user' ? 'admin' : 'user')

/**
 * Token checks for every /v1 route (the back office's /v1/admin/* with the admin token, the rest with the user
 * token) unless the route is `config: { auth: 'public' }`; plus the sliding refresh header.
 */
export function registerAuth(app: FastifyInstance): void {
  const tokens = new Tokens(app.db, loadTokenSecrets(app.config))
  app.decorate('tokens', tokens)
  app.decorateRequest('auth', null)

  const guard =
    (client: AuthClient): Guard =>
    async (request, reply) => {
      if (request.auth?.client === client) return
      const header = request.headers.authorization
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : ''
      if (!token) throw apiError(401, SIGN_IN_REQUIRED, { code: 'unauthorized', type: 'missing_token' })
      const verified = await tokens.verify(client, token)
      if (!verified) {
        // A valid token of the other client is not an expired session: refuse without making it be discarded.
        if (await tokens.verify(other(client), token))
          throw apiError(403, errorMsg.accessDenied, { code: 'forbidden' })
        throw invalidToken()
      }
      request.auth = verified
      const fresh = await tokens.refreshIfDue(verified)
      if (fresh) sendToken(reply, fresh)
    }
  const requireUser = guard('user')
  const requireAdmin = guard('admin')
  app.decorate('requireUser', requireUser)
  app.decorate('requireAdmin', requireAdmin)

  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url
    if (!url?.startsWith('/v1/') || request.routeOptions.config.auth === 'public') return
    await (url.startsWith('/v1/admin/') ? requireAdmin(request, reply) : requireUser(request, reply))
  })
}
