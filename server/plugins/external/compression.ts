import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * gzip/brotli for answers over 1 KB. It hooks onto each route as the route is added (so it must come before the
 * routes), and route hooks run after the app's own: the idempotency store (an app plugin) still sees the
 * uncompressed body.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { global: true, threshold: 1024 })
  },
  { name: 'compression' },
)
