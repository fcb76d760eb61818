import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Rate limits where a route asks for them (`config.rateLimit`): sign-in, sign-up, contact forms… */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false })
  },
  { name: 'rate-limits' },
)
