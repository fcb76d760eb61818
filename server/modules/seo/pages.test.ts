import { hashKey as queryCoreHashKey, hydrate, QueryClient } from '@tanstack/query-core'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryKeys } from '../../../src/domain/query-keys'
import { homeShelves, nearbyShelf } from '../../../src/domain/home-shelves'
import { towns } from '../../../src/domain/region'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createUser, createVehicle } from '../../test/fixtures'
import { buildServerRenderDist } from './test-helpers'

// Pages as a crawler or a link preview sees them: fetched without JavaScript, rendered by the web app's server
// build (its routes' loaders), with the head built from what they loaded.

const SITE = 'https://mercadoirece.com.br'
const EVIL = 'Casa "boa" </script><script>alert(1)</script> $& <b>'

let t: TestApp
let distDir: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  distDir = buildServerRenderDist()
  t = await buildTestApp({ PUBLIC_URL: SITE, NODE_ENV: 'production', DIST_DIR: distDir })
  const db = t.database.db
  const agency = await createUser(db, {
    presentationName: 'Chapada Imóveis',
    profile: 'business',
    presentation: 'Desde 1998.',
  })
  const p = await createProperty(db, agency.id, {
    name: 'Casa com piscina no Centro',
    description: `Três quartos e quintal. ${EVIL}`,
    price: 350_000,
    images: [{ alt: 'Fachada' }, { isCover: true, alt: 'Piscina' }],
  })
  const evil = await createProperty(db, agency.id, { name: EVIL, description: EVIL })
  const off = await createProperty(db, agency.id, { name: 'Casa vendida', status: 'sold' })
  const cat = await createCatalogue(db, { brand: 'Fiat', model: 'Toro', years: [[2022, 'Volcano']] })
  const v = await createVehicle(db, agency.id, cat, {
    name: 'Fiat Toro Volcano',
    version: 'Volcano',
    year: 2022,
    price: 150_000,
    images: [{}],
  })
  const bros = await createVehicle(db, agency.id, cat, {
    name: 'Honda Bros 160 ESD 2025',
    year: 2025,
    images: [{}],
  })
  Object.assign(ids, {
    bros: String(bros.id),
    p: String(p.id),
    evil: String(evil.id),
    off: String(off.id),
    v: String(v.id),
    agency: String(agency.id),
    // An account with nothing on sale: no page of its own.
    bare: String((await createUser(db, { presentationName: 'Conta Sem Anúncios' })).id),
  })
}, 180_000)
afterAll(async () => {
  await t?.close()
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true })
})

async function page(url: string) {
  const res = await t.app.inject({ url })
  const html = res.body
  const metas = new Map<string, string>()
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g))
    metas.set(m[1]!, m[2]!)
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
  const stateText = /<script type="application\/json" id="__QUERY_STATE__">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1]
  const state = JSON.parse(stateText ?? 'null') as {
    queries: { queryKey: unknown[]; queryHash: string; state: { data: unknown } }[]
  }
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1]
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&')
  return { res, html, metas, jsonLd, state, title, canonical }
}

/** The inlined queries' keys, in a stable order (the loaders fill the cache side by side). */
const keysOf = (state: { queries: { queryKey: unknown[] }[] }) =>
  state.queries.map((q) => q.queryKey).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
const queryOf = (state: { queries: { queryHash: string; state: { data: unknown } }[] }, key: unknown[]) =>
  state.queries.find((q) => q.queryHash === queryCoreHashKey(key))

describe('listing pages', () => {
  it('carries title, description, canonical, Open Graph, Twitter, JSON-LD, the inlined data and the cover preload', async () => {
    const { res, html, metas, jsonLd, state, title, canonical } = await page(`/imovel/house/irece/${ids.p}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    const url = `${SITE}/imovel/house/irece/${ids.p}`
    expect(title).toBe('Casa com piscina no Centro | Mercado Irecê')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(metas.get('description')).toMatch(
      /^Casa à venda em Centro, Irecê - BA · R\$ 350\.000 · 3 quartos · 120 m²\. Três quartos/,
    )
    expect(canonical).toBe(url)
    expect(metas.get('robots')).toBe('index, follow')
    expect(metas.get('og:title')).toBe(title)
    expect(metas.get('og:url')).toBe(url)
    expect(metas.get('og:type')).toBe('product')
    expect(metas.get('og:locale')).toBe('pt_BR')
    expect(metas.get('og:image')).toMatch(new RegExp(`^${SITE}/media/[0-9a-f]{24}/1280\\.webp$`))
    expect(metas.get('og:image:alt')).toBe('Piscina')
    expect(metas.get('twitter:card')).toBe('summary_large_image')
    expect(metas.get('twitter:image')).toBe(metas.get('og:image'))

    expect(jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Casa com piscina no Centro',
      url,
      offers: { '@type': 'Offer', price: 350_000, priceCurrency: 'BRL' },
      about: {
        '@type': 'SingleFamilyResidence',
        address: { addressLocality: 'Irecê', addressCountry: 'BR' },
      },
    })

    const api = (await t.app.inject({ url: `/api/properties/${ids.p}` })).json().data
    expect(keysOf(state)).toEqual([['properties', 'detail', ids.p], ['settings']])
    expect(queryOf(state, ['properties', 'detail', ids.p])!.state.data).toEqual(api)
    expect(html).toMatch(
      /<link rel="preload" as="image" href="[^"]+\/640\.webp" imagesrcset="[^"]+ 320w, [^"]+ 640w, [^"]+ 1280w" imagesizes="\(min-width: 75rem\) 51rem, [^"]+" fetchpriority="high">/,
    )
  })

  it('hydrates a QueryClient under the keys the web app reads', async () => {
    const { state } = await page(`/imovel/house/irece/${ids.p}`)
    for (const q of state.queries) expect(q.queryHash).toBe(queryCoreHashKey(q.queryKey))
    const client = new QueryClient()
    hydrate(client, state as never)
    expect(client.getQueryData(queryKeys.properties.detail(ids.p!))).toMatchObject({
      id: ids.p,
      type: 'property',
    })
    expect(client.getQueryData(queryKeys.settings())).toMatchObject({ site_name: 'Mercado Irecê' })
  })

  it('escapes what advertisers write: no tag, script or replacement pattern gets through', async () => {
    const { html, title, jsonLd, state, metas } = await page(`/imovel/house/irece/${ids.evil}`)
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).not.toContain('<b>')
    expect(html.match(/<script/g)).toHaveLength(html.match(/<\/script>/g)!.length)
    expect(title).toBe(
      'Casa &quot;boa&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &lt;b&gt; | Mercado Irecê',
    )
    expect(metas.get('og:title')).toContain('$&amp;')
    expect(jsonLd[0]!.name).toBe(EVIL)
    const evil = queryOf(state, ['properties', 'detail', ids.evil])!.state.data
    expect((evil as { attributes: { name: string } }).attributes.name).toBe(EVIL)
  })

  it('points the canonical URL at the right path whatever the slugs in the address', async () => {
    expect((await page(`/imovel/land/lapao/${ids.p}`)).canonical).toBe(`${SITE}/imovel/house/irece/${ids.p}`)
  })

  it.each(['off', '999999', 'abc'])(
    'answers 404 with its not-found screen for an unknown listing (%s)',
    async (key) => {
      const { res, html, metas, state } = await page(`/imovel/house/irece/${ids[key] ?? key}`)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(html).toContain('Imóvel não encontrado')
      expect(metas.get('robots')).toBe('noindex, follow')
      expect(keysOf(state)).toEqual([['settings']])
    },
  )

  it('describes a vehicle as a Car with an Offer', async () => {
    const { res, jsonLd, state, canonical, metas } = await page(`/veiculo/cars/ba/irece/fiat/toro/x/${ids.v}`)
    expect(res.statusCode).toBe(200)
    expect(canonical).toBe(`${SITE}/veiculo/cars/ba/irece/fiat/toro/volcano/${ids.v}`)
    expect(metas.get('og:image')).toMatch(/\/1280\.webp$/)
    expect(jsonLd[0]).toMatchObject({
      '@type': 'Car',
      brand: { '@type': 'Brand', name: 'Fiat' },
      model: 'Toro',
      vehicleModelDate: '2022',
      offers: { price: 150_000, priceCurrency: 'BRL' },
    })
    expect(keysOf(state)).toEqual([['settings'], ['vehicles', 'detail', ids.v], ['vehicles', 'settings']])
    expect((await page(`/veiculo/cars/ba/irece/fiat/toro/x/999999`)).res.statusCode).toBe(404)
  })

  it('names a vehicle with its year once, whether or not the advertiser wrote the year in the name', async () => {
    expect((await page(`/veiculo/cars/ba/irece/fiat/toro/x/${ids.v}`)).title).toBe(
      'Fiat Toro Volcano 2022 | Mercado Irecê',
    )
    expect((await page(`/veiculo/cars/ba/irece/fiat/toro/x/${ids.bros}`)).title).toBe(
      'Honda Bros 160 ESD 2025 | Mercado Irecê',
    )
  })

  it('presents an advertiser as an organisation with its listings inlined', async () => {
    // The default page is left out of the address: the router's canonical form, to which the server redirects.
    const first = await t.app.inject({ url: `/anunciante/imobiliaria/${ids.agency}?page=1` })
    expect(first.statusCode).toBe(307)
    expect(first.headers.location).toBe(`/anunciante/imobiliaria/${ids.agency}`)
    const { res, jsonLd, state, canonical, title } = await page(`/anunciante/imobiliaria/${ids.agency}`)
    expect(res.statusCode).toBe(200)
    expect(title).toBe('Chapada Imóveis — Imobiliária | Mercado Irecê')
    expect(canonical).toBe(`${SITE}/anunciante/imobiliaria/${ids.agency}`)
    expect(jsonLd[0]).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Chapada Imóveis',
      description: 'Desde 1998.',
    })
    expect(keysOf(state)).toEqual([
      ['advertisers', ids.agency, 'profile'],
      ['advertisers', ids.agency, 'properties', 1],
      ['advertisers', ids.agency, 'vehicles', 1],
      ['settings'],
    ])
    const listed = queryOf(state, ['advertisers', ids.agency, 'properties', 1])!.state.data
    expect((listed as { meta: { total: number } }).meta.total).toBe(2)
    expect((await page(`/anunciante/desconhecido/${ids.agency}`)).res.statusCode).toBe(404)
  })

  it('has no page for an account without live listings', async () => {
    const { res, html } = await page(`/anunciante/proprietario/${ids.bare}`)
    expect(res.statusCode).toBe(404)
    expect(html).not.toContain('Conta Sem Anúncios')
  })
})

describe('list pages and home', () => {
  it('/imoveis: an ItemList and the first page under the route search key', async () => {
    const { jsonLd, state, title, canonical, metas, html } = await page('/imoveis?city=irece&category=house')
    expect(title).toBe('Casas à venda e para alugar em Irecê | Mercado Irecê')
    expect(canonical).toBe(`${SITE}/imoveis?city=irece&category=house`)
    expect(metas.get('robots')).toBe('index, follow')
    expect(jsonLd[0]).toMatchObject({ '@type': 'ItemList', numberOfItems: 2 })
    const key = ['properties', 'list', { page: 1, per_page: 24, city: 'irece', category: 'house' }]
    expect(keysOf(state)).toEqual([key, ['settings']])
    const api = (await t.app.inject({ url: '/api/properties?city=irece&category=house' })).json()
    expect(queryOf(state, key)!.state.data).toEqual(api)
    // The first card has no picture: nothing to preload from the head.
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('rel="preload"')
    const byPrice = await page('/imoveis?city=irece&category=house&sort=price_desc')
    expect(byPrice.html).toMatch(
      /imagesrcset="[^"]+ 320w, [^"]+ 640w" imagesizes="\(min-width: 75rem\) 18rem/,
    )
  })

  it('/imoveis keys the map view by its area; finer filters are not indexed', async () => {
    const { state, metas } = await page('/imoveis?view=map&bbox=-41.9,-11.4,-41.8,-11.2&price_min=100')
    expect(keysOf(state)).toContainEqual([
      'properties',
      'list',
      { page: 1, per_page: 24, price_min: 100, bbox: '-41.9,-11.4,-41.8,-11.2' },
    ])
    expect(metas.get('robots')).toBe('noindex, follow')
  })

  it('/veiculos', async () => {
    const { title, state } = await page('/veiculos?vehicle_type=cars')
    expect(title).toBe('Carros à venda em Irecê e região | Mercado Irecê')
    expect(keysOf(state)).toContainEqual([
      'vehicles',
      'list',
      { page: 1, per_page: 24, vehicle_type: 'cars' },
    ])
  })

  it('/: the site with its search action and the home shelves', async () => {
    const { jsonLd, state, canonical } = await page('/')
    expect(canonical).toBe(`${SITE}/`)
    expect(jsonLd[0]).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE}/imoveis?q={search_term_string}` },
      },
    })
    const { featured, houses, apartments, vehicles } = homeShelves
    for (const key of [
      ['properties', 'list', featured],
      ['properties', 'list', houses],
      ['properties', 'list', apartments],
      ['vehicles', 'list', vehicles],
      ['properties', 'list', nearbyShelf(towns[0])],
      ['settings'],
    ])
      expect(keysOf(state)).toContainEqual(key)
  })
})

describe('sitemap and robots', () => {
  it('lists the pages and every public listing, not an inactive one', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(res.body).toContain(`<loc>${SITE}/imovel/house/irece/${ids.p}</loc>`)
    expect(res.body).not.toContain(`/${ids.off}</loc>`)
    expect(res.body).toContain(`<loc>${SITE}/veiculo/cars/ba/irece/fiat/toro/volcano/${ids.v}</loc>`)
    expect(res.body).toContain(`<loc>${SITE}/anunciante/imobiliaria/${ids.agency}</loc>`)
    expect(res.body).toContain(`<loc>${SITE}/imoveis</loc>`)
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  })

  it('robots.txt keeps its rules and points at the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/User-agent: \*/)
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})

describe('without a web build', () => {
  it('serves the API alone: no page, but the sitemap and robots.txt', async () => {
    const bare = await buildTestApp({ PUBLIC_URL: SITE, DIST_DIR: '/nonexistent-build' })
    try {
      expect((await bare.app.inject({ url: '/imoveis' })).statusCode).toBe(404)
      expect((await bare.app.inject({ url: '/sitemap.xml' })).statusCode).toBe(200)
      expect((await bare.app.inject({ url: '/robots.txt' })).body).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    } finally {
      await bare.close()
    }
  })
})
