// Who is calling: the token a guard verified, and the helpers handlers use to read it or hand out a new one.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { INVALID_TOKEN } from '../../../src/domain/api'
import { apiError } from '../../http/errors'
import type { Tokens, VerifiedToken } from './tokens'

export const SESSION_EXPIRED = 'Sua sessão expirou, entre novamente.'
export const SIGN_IN_REQUIRED = 'Entre na sua conta para continuar.'

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

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

/** The header a response carries when it hands out a token: the client replaces the one it holds with it. */
export function sendToken(reply: FastifyReply, token: string): FastifyReply {
  return reply
    .header('authorization', `Bearer ${token}`)
    .header('access-control-expose-headers', 'Authorization')
}
