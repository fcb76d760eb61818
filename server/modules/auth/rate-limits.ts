import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RateLimitOptions } from '@fastify/rate-limit'
import { apiError } from '../../http/errors'

/** "Aguarde 1 minuto" / "Aguarde 15 minutos": the wait until the window resets, in whole minutes. */
export function tooManyMessage(ttlMs: number): string {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000))
  return `Muitas tentativas. Aguarde ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} e tente novamente.`
}

const errorResponseBuilder: RateLimitOptions['errorResponseBuilder'] = (_request, ctx) =>
  apiError(429, tooManyMessage(ctx.ttl), { code: 'too_many_requests' })

/** The e-mail in a `{ user: { email } }` or `{ admin: { email } }` body (read after validation). */
function emailOf(request: FastifyRequest): string {
  const body = request.body as { user?: { email?: unknown }; admin?: { email?: unknown } } | undefined
  const email = body?.user?.email ?? body?.admin?.email
  return typeof email === 'string' ? email.toLowerCase() : ''
}

// Keyed per IP and, for credential forms, per IP + e-mail: guessing one account's password is slow while
// people behind one carrier-grade NAT (common on Brazilian mobile networks) can still sign in.
const perIpAndEmail = (name: string, max: number, timeWindow: string): RateLimitOptions => ({
  max,
  timeWindow,
  hook: 'preHandler',
  keyGenerator: (request) => `${name}:${request.ip}:${emailOf(request)}`,
  errorResponseBuilder,
})
const perIp = (name: string, max: number, timeWindow: string): RateLimitOptions => ({
  max,
  timeWindow,
  keyGenerator: (request) => `${name}:${request.ip}`,
  errorResponseBuilder,
})

export const authLimits = {
  signIn: perIpAndEmail('sign-in', 10, '1 minute'),
  adminSignIn: perIpAndEmail('admin-sign-in', 10, '1 minute'),
  signUp: perIp('sign-up', 10, '10 minutes'),
  forgot: perIpAndEmail('forgot', 5, '15 minutes'),
  reset: perIp('reset', 10, '15 minutes'),
  confirmEmail: perIp('confirm-email', 20, '15 minutes'),
  resendEmail: perIp('resend-email', 5, '15 minutes'),
  oidc: perIp('oidc', 30, '1 minute'),
}

/**
 * A second limit per e-mail alone, for sign-in forms: the per-IP one is only as good as the client address,
 * and a forwarded-for header can vary it. Bounds password guessing on one account wherever it comes from.
 */
export function perEmailLimit(app: FastifyInstance, name: string, max: number, timeWindow: string) {
  const limiter = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:${emailOf(request)}`,
  })
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request)
    if (!result.isAllowed && result.isExceeded) {
      throw apiError(429, tooManyMessage(result.ttl), { code: 'too_many_requests' })
    }
  }
}
