import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { redisOf } from '../../adapters/redis/connection'
import { isInProcess } from '../../http/in-process'

/**
 * Rate limits where a route asks for them (`config.rateLimit`): sign-in, sign-up, contact forms… Counted in
 * Redis when REDIS_URL is set, so several processes share one count; else in this process's memory.
 */
export const rateLimits = fp(
  async (app: FastifyInstance) => {
    const redis = redisOf(app)
    await app.register(rateLimit, {
      global: false,
      // A page's render asks its data in-process (server/http/in-process.ts): the visitor's own requests are the
      // ones counted, not one bucket that every page rendered would share.
      allowList: (request) => isInProcess(request),
      ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
    })
  },
  { name: 'rate-limits' },
)
