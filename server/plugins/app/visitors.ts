import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** The device a public request comes from, as the server itself named it (never an id the client made up). */
    visitors: Visitors
  }
}

/** A device as the server named it. */
export interface Visitor {
  id: string
  /** The day (UTC) it was named. */
  since: string
  /** What its first page view that day counted as (the address of the day), so a reload is not a new visitor. */
  firstView?: string
}

export interface Visitors {
  /** The device in this request's signed cookie; null when it has none (or one the server did not sign). */
  read(request: FastifyRequest): Promise<Visitor | null>
  /**
   * This device: the one in its signed cookie, else a new one set on the reply (the browser sends it back from
   * then on). The daily contact budgets and counted views are per device by this id.
   */
  idOf(request: FastifyRequest, reply: FastifyReply, firstView?: string): Promise<Visitor>
}

export const today = (): string => new Date().toISOString().slice(0, 10)

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
    const read = async (request: FastifyRequest): Promise<Visitor | null> => {
      const raw = readCookie(request)
      const signed = raw ? await app.tokens.verifyValue(PURPOSE, raw) : null
      if (typeof signed?.v !== 'string' || typeof signed.d !== 'string') return null
      return {
        id: signed.v,
        since: signed.d,
        ...(typeof signed.f === 'string' ? { firstView: signed.f } : {}),
      }
    }
    app.decorate('visitors', {
      read,
      async idOf(request, reply, firstView) {
        const known = await read(request)
        if (known) return known
        const visitor: Visitor = { id: randomBytes(16).toString('base64url'), since: today() }
        if (firstView) visitor.firstView = firstView
        const value = { v: visitor.id, d: visitor.since, ...(firstView ? { f: firstView } : {}) }
        const token = await app.tokens.signValue(PURPOSE, value, YEAR_SECONDS)
        const attrs = [
          `${COOKIE}=${token}`,
          'Path=/api',
          `Max-Age=${YEAR_SECONDS}`,
          'HttpOnly',
          'SameSite=Lax',
        ]
        if (secure(request)) attrs.push('Secure')
        reply.header('set-cookie', attrs.join('; '))
        return visitor
      },
    } satisfies Visitors)
  },
  { name: 'visitors', dependencies: ['auth'] },
)
