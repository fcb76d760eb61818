import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createUser, createVehicle } from '../../test/fixtures'
import { createServerRenderer, routeAssets, routeIdOfFile } from './server-render'
import { buildServerRenderDist } from './test-helpers'

// The public pages as the server renders them with the web app's server build: content in the first HTML,
// and the right status for unknown paths and missing or removed listings.

const SITE = 'https://mercadoirece.com.br'
let distDir: string
let t: TestApp
const ids: Record<string, string> = {}

beforeAll(async () => {
  distDir = buildServerRenderDist()
  t = await buildTestApp({ PUBLIC_URL: SITE, NODE_ENV: 'production', DIST_DIR: distDir })
  const db = t.database.db
  const owner = await createUser(db, { presentationName: 'Chapada Imóveis', profile: 'business' })
  const p = await createProperty(db, owner.id, {
    name: 'Casa com piscina no Centro',
    description: 'Três quartos e quintal.',
    price: 350_000,
    images: [{ alt: 'Fachada' }],
  })
  const removed = await createProperty(db, owner.id, { name: 'Casa arquivada', deletedAt: new Date() })
  const paused = await createProperty(db, owner.id, { name: 'Casa pausada', status: 'paused' })
  const cat = await createCatalogue(db, { brand: 'Fiat', model: 'Toro', years: [[2022, 'Volcano']] })
  const v = await createVehicle(db, owner.id, cat, {
    name: 'Fiat Toro Volcano',
    version: 'Volcano',
    year: 2022,
    price: 150_000,
    images: [{}],
  })
  const removedVehicle = await createVehicle(db, owner.id, cat, {
    name: 'Toro removida',
    deletedAt: new Date(),
  })
  Object.assign(ids, {
    p: String(p.id),
    removed: String(removed.id),
    paused: String(paused.id),
    v: String(v.id),
    removedVehicle: String(removedVehicle.id),
    owner: String(owner.id),
  })
}, 180_000)
afterAll(async () => {
  await t?.close()
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true })
})

/** The status and what is inside <div id="root"> (the app's HTML), with tags turned into spaces. */
async function page(url: string) {
  const res = await t.app.inject({ url })
  const at = res.body.indexOf('<div id="root"')
  const appHtml = res.body.slice(at, res.body.indexOf('<script type="application/json"', at))
  return {
    status: res.statusCode,
    csp: String(res.headers['content-security-policy']),
    html: res.body,
    appHtml,
    text: appHtml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
  }
}

describe('public pages rendered on the server', () => {
  it('a property page has its title, price and description in the HTML, and the data it hydrates over', async () => {
    const { status, html, text, csp } = await page(`/imovel/house/irece/${ids.p}`)
    expect(status).toBe(200)
    expect(text).toContain('Casa com piscina no Centro')
    expect(text).toContain('Três quartos e quintal.')
    expect(text).toMatch(/R\$\s*350\.000/)
    expect(html).toContain('id="__QUERY_STATE__"')
    // One title (the head's), and no inline script the CSP would block.
    expect(html.match(/<title>/g)).toHaveLength(1)
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!)
    expect(inline).toHaveLength(2)
    for (const script of inline) {
      const hash = createHash('sha256').update(script).digest('base64')
      expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`))
    }
  })

  it('a rendered page names its scripts for after the first paint, not in its markup', async () => {
    const { html } = await page(`/imovel/house/irece/${ids.p}`)
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/)
    const list = /<script type="application\/json" id="__BOOT__">([^<]*)<\/script><script>/.exec(html)
    const boot = JSON.parse(list![1]!) as { scripts: string[]; preloads: string[] }
    expect(boot.scripts).toEqual(['/assets/app.js'])
    expect(boot.preloads).toContain('/assets/react.js')
    // After everything the app's HTML and state (the list is read when the boot script runs).
    expect(html.indexOf('id="__BOOT__"')).toBeGreaterThan(html.indexOf('id="__QUERY_STATE__"'))
    // The plain shell (a page the browser renders) keeps its script tags.
    expect((await page('/backoffice/dashboard')).html).toContain(
      '<script type="module" crossorigin src="/assets/app.js">',
    )
  })

  it('a vehicle page, the lists and the home page have their listings in the HTML', async () => {
    expect((await page(`/veiculo/cars/ba/irece/fiat/toro/volcano/${ids.v}`)).text).toContain(
      'Fiat Toro Volcano',
    )
    const properties = await page('/imoveis')
    expect(properties.status).toBe(200)
    expect(properties.text).toContain('Casa com piscina no Centro')
    expect((await page('/veiculos')).text).toContain('Fiat Toro Volcano')
    const home = await page('/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('Casa com piscina no Centro')
  })

  it('an advertiser page and an institutional page are rendered too', async () => {
    const advertiser = await page(`/anunciante/imobiliaria/${ids.owner}`)
    expect(advertiser.status).toBe(200)
    expect(advertiser.text).toContain('Chapada Imóveis')
    const about = await page('/sobre-nos')
    expect(about.status).toBe(200)
    expect(about.text).toContain('Sobre nós')
  })

  it('an unknown path answers 404 with the not-found page', async () => {
    const { status, appHtml, text } = await page('/rota-que-nao-existe')
    expect(status).toBe(404)
    expect(text).toContain('Página não encontrada')
    expect(text).toContain('Page not found: /rota-que-nao-existe')
    // Rendered anew by the browser (see src/main.tsx).
    expect(appHtml).toContain('data-render="client"')
  })

  it('a missing or unpublished listing answers 404, a deleted or archived one 410, with its not-found page', async () => {
    const missing = await page('/imovel/house/irece/987654')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('Imóvel não encontrado')
    const paused = await page(`/imovel/house/irece/${ids.paused}`)
    expect(paused.status).toBe(404)
    const removed = await page(`/imovel/house/irece/${ids.removed}`)
    expect(removed.status).toBe(410)
    expect(removed.text).toContain('Imóvel não encontrado')
    const removedVehicle = await page(`/veiculo/cars/ba/irece/fiat/toro/volcano/${ids.removedVehicle}`)
    expect(removedVehicle.status).toBe(410)
    expect(removedVehicle.text).toContain('Página não encontrada')
    expect((await page('/anunciante/imobiliaria/987654')).status).toBe(404)
  })

  it('sign-in, sign-up and the plans are rendered; the dashboard is its frame; the back office the plain shell', async () => {
    for (const [url, text] of [
      ['/entrar', 'Entrar'],
      ['/registrar', 'Criar conta'],
      ['/planos', 'Planos para anunciar'],
    ] as const) {
      const rendered = await page(url)
      expect(rendered.status).toBe(200)
      expect(rendered.appHtml).toContain('data-hydrating')
      expect(rendered.text).toContain(text)
    }
    const dashboard = await page('/dashboard/properties')
    expect(dashboard.status).toBe(200)
    // No signed-in data on the server: the frame and skeletons, which the browser renders anew.
    expect(dashboard.appHtml).toContain('data-render="client"')
    expect(dashboard.text).toContain('Meus imóveis')
    expect(dashboard.appHtml).toContain('class="skeleton"')
    const backOffice = await page('/backoffice/dashboard')
    expect(backOffice.status).toBe(200)
    expect(backOffice.html).toContain('<div id="root"></div>')
    // The server build is not for the browser.
    expect((await t.app.inject({ url: '/ssr/entry-server.js' })).statusCode).toBe(404)
  })
})

// The pages the browser renders alone: the back office (staff only, never a phone's first page) and the pages that
// exist only for a signed-in advertiser. Every other page route is rendered by the server.
const BROWSER_ONLY = [
  /^\/_backoffice\//,
  /^\/_none\/escolher-perfil$/,
  /^\/_default\/payments\/checkout\/(success|cancel)$/,
  /^\/_default\/plans\/redirectPayment\/\$id$/,
]

describe('every page route', () => {
  it('is rendered by the server with its data (the dashboard: its frame), or is one the browser renders alone', async () => {
    const entry = (await import(
      /* @vite-ignore */ pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href
    )) as { pageRoutes(): { id: string; path: string; kind: 'server' | 'browser' }[] }
    const plans = (await t.app.inject({ url: '/api/plans?profile=owner' })).json<{ data: { id: string }[] }>()
    const idOf: [RegExp, string][] = [
      [/^\/imovel\//, ids.p!],
      [/^\/veiculo\//, ids.v!],
      [/^\/anunciante\//, ids.owner!],
      [/^\/planos\//, plans.data[0]!.id],
      [/^\/dashboard\//, '1'],
    ]
    const params: Record<string, string> = {
      $category: 'house',
      $city: 'irece',
      $state: 'ba',
      $vehicleType: 'cars',
      $brand: 'fiat',
      $model: 'toro',
      $version: 'volcano',
      $advertiserType: 'imobiliaria',
      $token: 'a'.repeat(64),
    }
    const routes = entry.pageRoutes()
    expect(routes.length).toBeGreaterThan(40)
    const unrendered: string[] = []
    for (const route of routes) {
      const browserOnly = BROWSER_ONLY.some((r) => r.test(route.id))
      expect(route.kind, route.id).toBe(browserOnly ? 'browser' : 'server')
      if (browserOnly) continue
      const url = route.path
        .replace(/\$id\b/g, idOf.find(([r]) => r.test(route.path))?.[1] ?? '$id')
        .replace(/\$\w+/g, (p) => params[p] ?? p)
        .replace(/(.)\/$/, '$1')
      expect(url, `${route.id}: a value for each of its params`).not.toContain('$')
      const { status, appHtml, html } = await page(url)
      const frame = route.id.startsWith('/_dashboard/')
      const rendered =
        status === 200 &&
        appHtml.includes(frame ? 'data-render="client"' : 'data-hydrating') &&
        // The page's own content in the layout's <main> (a part that failed to render there is left empty).
        /<main id="conteudo"[^>]*>\s*<(?!\/main)/.test(appHtml) &&
        html.includes('id="__QUERY_STATE__"')
      if (!rendered) unrendered.push(`${route.id} (${url}: ${status})`)
    }
    expect(unrendered).toEqual([])
  })
})

describe('route assets', () => {
  it('names route files as the router names their routes', () => {
    expect(routeIdOfFile('src/routes/__root.tsx')).toBe('__root__')
    expect(routeIdOfFile('src/routes/_default/index.tsx')).toBe('/_default/')
    expect(routeIdOfFile('src/routes/_default/imovel.$category.$city.$id.tsx')).toBe(
      '/_default/imovel/$category/$city/$id',
    )
    expect(routeIdOfFile('src/routes/_default/-components/listing-contact.tsx')).toBeNull()
  })

  it("lists a route's styles and chunks, without what the entry already loads", () => {
    const assets = routeAssets({
      'index.html': { file: 'assets/app.js', css: ['assets/app.css'], imports: ['_react.js'], isEntry: true },
      '_react.js': { file: 'assets/react.js' },
      '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'], imports: ['_react.js'] },
      'src/routes/_default/imoveis.tsx?tsr-split=component': {
        file: 'assets/imoveis.js',
        css: ['assets/imoveis.css'],
        imports: ['_grid.js', '_react.js'],
      },
    })
    expect(assets.get('/_default/imoveis')).toEqual({
      css: ['assets/imoveis.css', 'assets/grid.css'],
      js: ['assets/imoveis.js', 'assets/grid.js'],
    })
  })

  it("inlines the page's stylesheets (the entry's and the route's), so the first paint waits for no request", () => {
    const styles: Record<string, string> = {
      'assets/app.css': 'body{margin:0}',
      'assets/imoveis.css': '.grid{display:grid}',
      'assets/odd.css': 'a{content:"</style>"}',
    }
    const renderer = createServerRenderer(
      { render: async () => ({ rendered: false, routeIds: [] }), routeKind: () => 'server' },
      {
        'index.html': { file: 'assets/app.js', css: ['assets/app.css'], isEntry: true },
        'src/routes/_default/imoveis.tsx?tsr-split=component': {
          file: 'assets/imoveis.js',
          css: ['assets/imoveis.css', 'assets/odd.css', 'assets/missing.css'],
        },
      },
      (file) => styles[file] ?? null,
    )
    const shell = '<head><link rel="stylesheet" crossorigin href="/assets/app.css"></head>'
    expect(renderer.inlineStyles(shell)).toBe(
      '<head><style data-href="/assets/app.css">body{margin:0}</style><link rel="stylesheet" href="/assets/app.css" disabled></head>',
    )
    const tags = renderer.assetTags(['/_default/imoveis'])
    expect(tags).toContain('<style data-href="/assets/imoveis.css">.grid{display:grid}</style>')
    // A text that would close the element early, or a file that cannot be read, stays a link.
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/odd.css">')
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/missing.css">')
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/imoveis.js">')
    // Once in the page: what the shell already carries is not repeated.
    expect(
      renderer.assetTags(['/_default/imoveis'], '<style data-href="/assets/imoveis.css">'),
    ).not.toContain('imoveis.css')
  })
})
