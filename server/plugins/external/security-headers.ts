import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { cspDirectives } from './csp'

/** Security headers on every answer, with the app's Content Security Policy. */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: { directives: cspDirectives(app.config) },
      // The app embeds YouTube and map tiles, which send no Cross-Origin-Resource-Policy header.
      crossOriginEmbedderPolicy: false,
    })
  },
  { name: 'security-headers' },
)
