import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * gzip/brotli for answers over 1 KB. It hooks onto each route as the route is added (so it must come before the
 * routes), and route hooks run after the app's own: the idempotency store (an app plugin) still sees the
 * uncompressed body.
 *
 * An answer held whole (a page, a list's JSON: up to some 100 KB here) is compressed in one call. The plugin's own
 * ceiling for that falls to 8 KB on two cores, above which it sets up a compression stream on the thread pool per
 * answer; for answers this size that costs more than the compression itself (gzip of a 67 KB page: about 1 ms).
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { global: true, threshold: 1024, syncThreshold: 256 * 1024 })
  },
  { name: 'compression' },
)
