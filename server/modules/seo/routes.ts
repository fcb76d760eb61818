import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { siteOrigin } from '../../http/site-origin'
import { pageContext, type PageContext } from './context'
import { renderShellPage, type PageHead } from './html'
import { homePage, propertiesPage, vehiclesPage } from './list-pages'
import { advertiserPage, propertyPage, vehiclePage } from './listing-pages'
import { sitemap, sitemapPart } from './sitemap'

type Params = Record<string, string>
type Render = (ctx: PageContext, params: Params) => Promise<PageHead>

// The public pages the server prepares for crawlers, link previews and the first paint.
// Every other client-side route gets the plain shell (server/http/static.ts).
const pages: [string, Render][] = [
  ['/', (ctx) => homePage(ctx)],
  ['/imoveis', (ctx) => propertiesPage(ctx)],
  ['/veiculos', (ctx) => vehiclesPage(ctx)],
  ['/imovel/:category/:city/:id', (ctx, p) => propertyPage(ctx, p.id!)],
  ['/veiculo/:vehicleType/:state/:city/:brand/:model/:version/:id', (ctx, p) => vehiclePage(ctx, p.id!)],
  ['/anunciante/:advertiserType/:id', (ctx, p) => advertiserPage(ctx, p.advertiserType!, p.id!)],
]

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

export async function registerSeo(app: FastifyInstance): Promise<void> {
  for (const [url, render] of pages) {
    app.get(url, { schema: { hide: true } }, async (request, reply) => {
      const shell = app.renderShell(request)
      try {
        const head = await render(await pageContext(app, request), request.params as Params)
        return html(reply, head.status, renderShellPage(shell, head))
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
