import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { siteOrigin } from '../../http/site-origin'
import { notFoundHead, pageContext, pageHead, type PageContext } from './context'
import { dehydratedState, type DehydratedQuery } from './dehydrate'
import { renderShellPage, withQueryState, type PageHead } from './html'
import { loadServerRenderer, streamPage, type ServerRenderer } from './server-render'
import { homePage, propertiesPage, vehiclesPage } from './list-pages'
import { advertiserPage, propertyPage, vehiclePage } from './listing-pages'
import { sitemap, sitemapPart } from './sitemap'

type Params = Record<string, string>
type Render = (ctx: PageContext, params: Params) => Promise<PageHead>

declare module 'fastify' {
  interface FastifyInstance {
    /** Any other page of the web app (server/http/static.ts): 404 for unknown paths, rendered when public. */
    sendAppPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
  }
}

// The public pages the server prepares for crawlers, link previews and the first paint, and renders to HTML
// with the web app's server build. Every other route goes through app.sendAppPage (server/http/static.ts).
const pages: [string, Render][] = [
  ['/', (ctx) => homePage(ctx)],
  ['/imoveis', (ctx) => propertiesPage(ctx)],
  ['/veiculos', (ctx) => vehiclesPage(ctx)],
  ['/imovel/:category/:city/:id', (ctx, p) => propertyPage(ctx, p.id!)],
  ['/veiculo/:vehicleType/:state/:city/:brand/:model/:version/:id', (ctx, p) => vehiclePage(ctx, p.id!)],
  ['/anunciante/:advertiserType/:id', (ctx, p) => advertiserPage(ctx, p.advertiserType!, p.id!)],
]

const html = (reply: FastifyReply, status: number, body: string | Readable) =>
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
 * The page with the app's HTML inside <div id="root"> when the web app renders that route on the server (the
 * status is the page's own when it knows better than the router: 410 for a removed listing); else as it is.
 */
async function sendRendered(
  renderer: ServerRenderer | null,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  page: string,
  queries: DehydratedQuery[],
  apiErrors?: Record<string, number>,
  { hydrate = true }: { hydrate?: boolean } = {},
): Promise<FastifyReply> {
  if (renderer) {
    try {
      const result = await renderer.render(request.url, dehydratedState(queries), apiErrors)
      if (result.rendered) {
        const shell = renderer.inlineStyles(page)
        const assets = renderer.assetTags(result.routeIds, shell)
        const stream = streamPage(shell, assets, result.html, { hydrate })
        if (stream) return html(reply, status === 200 ? result.status : status, stream)
      }
    } catch (err) {
      // The browser renders it instead, from the same data.
      request.log.error({ err }, 'server render failed')
    }
  }
  return html(reply, status, page)
}

export async function registerSeo(app: FastifyInstance): Promise<void> {
  // Tests render the plain shell unless they ask for production.
  const renderer = app.config.NODE_ENV === 'test' ? null : await loadServerRenderer(app.config.distDir)

  app.decorate('sendAppPage', async (request: FastifyRequest, reply: FastifyReply) => {
    const shell = app.renderShell(request)
    const kind = renderer?.routeKind(request.url) ?? 'browser'
    if (kind === 'browser') return html(reply, 200, shell)
    const ctx = await pageContext(app, request)
    if (kind === 'unknown') {
      const head = notFoundHead(ctx, 'Página não encontrada', 'A página que você procura não existe.')
      const page = renderShellPage(shell, head)
      return sendRendered(renderer, request, reply, 404, page, head.queries, undefined, { hydrate: false })
    }
    // Institutional and other public pages: the app sets their title; the page carries the site's settings.
    const queries = pageHead(ctx, { title: '', description: '' }).queries
    return sendRendered(renderer, request, reply, 200, withQueryState(shell, queries), queries)
  })

  for (const [url, render] of pages) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const shell = app.renderShell(request)
      try {
        const head = await render(await pageContext(app, request), request.params as Params)
        const page = renderShellPage(shell, head)
        return await sendRendered(renderer, request, reply, head.status, page, head.queries, head.apiErrors)
      } catch (err) {
        // The app can still load its data itself: a failed preparation must not cost the page.
        request.log.error({ err }, 'page preparation failed')
        return html(reply, 200, shell)
      }
    })
  }

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
