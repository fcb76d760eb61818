import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { savesData } from '../../../src/domain/low-data'
import { siteOrigin } from '../../http/site-origin'
import { pageContext } from './context'
import { renderShellPage, withQueryState } from './html'
import { forgetPageSettings, inProcessFetch } from './in-process-fetch'
import { headOf } from './page-heads'
import { loadServerRenderer, pageHtml, type ServerRenderer } from './server-render'
import { sitemap, sitemapPart } from './sitemap'

declare module 'fastify' {
  interface FastifyInstance {
    /** Any page of the web app (server/http/static.ts): rendered by its routes, 404 for unknown paths. */
    sendAppPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
    /** The pages rendered next read the website settings anew (staff saved them). */
    forgetPageSettings(): void
  }
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body)

/** robots.txt of the build (or public/), with the sitemap's absolute URL (robots needs one; only the server knows it). */
function robotsText(app: FastifyInstance, origin: string): string {
  const candidates = [
    path.join(app.config.distDir, 'robots.txt'),
    path.resolve(import.meta.dirname, '../../../public/robots.txt'),
  ]
  const file = candidates.find((f) => fs.existsSync(f))
  const text = file ? fs.readFileSync(file, 'utf8') : 'User-agent: *\nAllow: /\n'
  return /^sitemap:/im.test(text) ? text : `${text.replace(/\n*$/, '\n')}\nSitemap: ${origin}/sitemap.xml\n`
}

/**
 * A page as the web app renders it on the server (or the router's redirect): its routes' loaders run (their API requests answered
 * in-process), the head is built from what they returned, and the app's HTML goes inside <div id="root"> with the
 * query cache inlined for the browser to hydrate. The status is the page's: 404 when no route or loader found
 * it, 410 for a removed listing. `false` when the browser renders that page alone (the plain shell): nothing was
 * sent. (Not the reply itself: a reply is a thenable, which an async function would wait for, resolving to
 * undefined once the page is sent, and the caller would send the shell over it.)
 */
async function sendRendered(
  app: FastifyInstance,
  renderer: ServerRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  // The visitor's cookies only for what the page shows from them (the LGPD banner); its data is anyone's.
  const saveData = savesData(request.headers['save-data'])
  const result = await renderer.render(request.url, inProcessFetch(app), request.headers.cookie, saveData)
  if (!result.rendered) {
    // The router's own answer: the address in its canonical form (/imoveis?page=1 → /imoveis).
    if (!result.redirect) return false
    reply.redirect(result.redirect.href, result.redirect.status)
    return true
  }
  const shell = renderer.inlineStyles(app.renderShell(request))
  const ctx = await pageContext(app, request, result.state)
  const head = await headOf(ctx, result.page)
  const page = head ? renderShellPage(shell, head, result.state) : withQueryState(shell, result.state)
  const assets = renderer.assetTags(result.routeIds, page)
  const body = pageHtml(page, assets, result.html, { hydrate: result.hydrate, appTitle: !head, saveData })
  if (body === null) throw new Error('the shell has no <div id="root"></div>')
  html(reply, head?.status ?? result.status, body)
  return true
}

export async function registerSeo(app: FastifyInstance): Promise<void> {
  // Tests render the plain shell unless they ask for production.
  const renderer = app.config.NODE_ENV === 'test' ? null : await loadServerRenderer(app.config.distDir)

  app.decorate('forgetPageSettings', () => forgetPageSettings(app))
  app.decorate('sendAppPage', async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = renderer?.routeKind(request.url) ?? 'browser'
    const status = kind === 'unknown' ? 404 : 200
    if (renderer && kind !== 'browser') {
      try {
        if (await sendRendered(app, renderer, request, reply)) return reply
      } catch (err) {
        // The browser renders it instead, from the same routes.
        request.log.error({ err }, 'server render failed')
      }
    }
    return html(reply, status, app.renderShell(request))
  })

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemap(app.db, siteOrigin(app))
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(xml)
  })

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const xml = await sitemapPart(app.db, siteOrigin(app), request.params.file)
      if (xml === null) return reply.callNotFound()
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(xml)
    },
  )

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsText(app, siteOrigin(app))),
  )
}
