import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { IMMUTABLE } from './public-read'

/**
 * Serves the built web app: hashed assets immutable, the service worker and HTML always revalidated,
 * and every unknown non-API GET answered with the app shell (client-side routes).
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html')
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no web build found; serving the API only')
    return
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Served by modules/seo with the sitemap's address added.
    globIgnore: ['robots.txt'],
    setHeaders(res, filePath) {
      const rel = path.relative(distDir, filePath)
      if (rel.startsWith('assets' + path.sep)) res.header('cache-control', IMMUTABLE)
      else res.header('cache-control', 'no-cache')
    },
  })
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/'
    if (url.startsWith('/api/') || url.startsWith('/v1/') || url.startsWith('/media/') || path.extname(url)) {
      return reply.callNotFound()
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(app.renderShell(request))
  })
}
