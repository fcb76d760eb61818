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
    // robots.txt: served by modules/seo with the sitemap's address added; ssr/: the server's own render of the
    // pages (modules/seo/server-render.ts), not for the browser.
    globIgnore: ['robots.txt', 'ssr/**'],
    // The hashed assets' Brotli copies written by the build (scripts/precompress.mjs), where the browser takes br.
    preCompressed: true,
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
    // 404 for a path no route answers; the public pages rendered (modules/seo); the plain shell otherwise.
    return app.sendAppPage(request, reply)
  })
}
