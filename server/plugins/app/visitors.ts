import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** The device a public request comes from, as the server itself named it (never an id the client made up). */
    visitors: Visitors
  }
}

export interface Visitors {
  /** The id in this device's signed cookie; null when it has none (or one the server did not sign). */
  read(request: FastifyRequest): Promise<string | null>
  /**
   * This device's id: the one in its signed cookie, else a new one set on the reply (the browser sends it back
   * from then on). Counted views and the daily contact budgets are per device by this id.
   */
  idOf(request: FastifyRequest, reply: FastifyReply): Promise<string>
}

const COOKIE = 'mi_visitor'
const PURPOSE = 'visitor'
const YEAR_SECONDS = 365 * 86_400

function readCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === COOKIE) return decodeURIComponent(value.join('='))
  }
  return null
}

/** The server names each device once, in a signed HttpOnly cookie sent only to the API. */
export const visitors = fp(
  async (app: FastifyInstance) => {
    const secure = (request: FastifyRequest) =>
      request.protocol === 'https' || (app.config.PUBLIC_URL ?? '').startsWith('https:')
    const read = async (request: FastifyRequest) => {
      const raw = readCookie(request)
      const signed = raw ? await app.tokens.verifyValue(PURPOSE, raw) : null
      return typeof signed?.v === 'string' ? signed.v : null
    }
    app.decorate('visitors', {
      read,
      async idOf(request, reply) {
        const known = await read(request)
        if (known) return known
        const id = randomBytes(16).toString('base64url')
        const token = await app.tokens.signValue(PURPOSE, { v: id }, YEAR_SECONDS)
        const attrs = [
          `${COOKIE}=${token}`,
          'Path=/api',
          `Max-Age=${YEAR_SECONDS}`,
          'HttpOnly',
          'SameSite=Lax',
        ]
        if (secure(request)) attrs.push('Secure')
        reply.header('set-cookie', attrs.join('; '))
        return id
      },
    } satisfies Visitors)
  },
  { name: 'visitors', dependencies: ['auth'] },
)
