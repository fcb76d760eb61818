import {
  propertyApiSearchSchema,
  propertyPath,
  propertySearchSchema,
  type PropertySearch,
} from '../../../src/domain/property'
import { queryKeys } from '../../../src/domain/query-keys'
import { homeShelves, nearbyShelf } from '../../../src/domain/home-shelves'
import { firstPaintImages } from '../../../src/domain/first-paint-images'
import { towns } from '../../../src/domain/region'
import { bboxParamSchema } from '../../../src/domain/search'
import { vehiclePath, vehicleSearchSchema } from '../../../src/domain/vehicle'
import { searchProperties } from '../properties/service'
import { searchVehicles } from '../vehicles/service'
import { pageHead, preloadImage, type PageContext } from './context'
import { dehydratedQuery } from './dehydrate'
import type { PageHead } from './html'
import { itemListJsonLd, websiteJsonLd } from './jsonld'
import { categoryName, dealName, vehicleTypeName } from './labels'

const card = firstPaintImages.card

/** Parsed like the web app's validateSearch, undefined values dropped (they are not in the query key either). */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T

/** A filtered list is indexed by town, category and deal only; finer filters stay out of search engines. */
function listCanonical(ctx: PageContext, search: Record<string, unknown>, keys: string[]) {
  const kept = new URLSearchParams()
  for (const k of keys) if (search[k] !== undefined) kept.set(k, String(search[k]))
  if (typeof search.page === 'number' && search.page > 1) kept.set('page', String(search.page))
  const extra = Object.keys(search).filter((k) => !keys.includes(k) && !['page', 'per_page'].includes(k))
  const query = kept.toString()
  return { canonical: `${ctx.origin}${ctx.path}${query ? `?${query}` : ''}`, narrowed: extra.length > 0 }
}

const townName = (slug: unknown) => towns.find((t) => t.slug === slug)?.name

/**
 * /imoveis. The query key is the web route's: the validated search, plus `bbox` (4 decimals) when the map view
 * limits the list to its area (src/features/property/api/get-properties.ts, propertyListQuery).
 */
export async function propertiesPage(ctx: PageContext): Promise<PageHead> {
  const search: PropertySearch & { bbox?: string } = defined(propertySearchSchema.parse(ctx.search))
  const bbox = ctx.search.view === 'map' ? bboxParamSchema.parse(ctx.search.bbox) : undefined
  if (bbox) search.bbox = bbox.map((n) => Number(n.toFixed(4))).join(',')
  const page = await searchProperties(ctx, propertyApiSearchSchema.parse(search))
  const what = search.category ? categoryName[search.category][1] : 'Imóveis'
  const deal = search.listing_type ? ` ${dealName[search.listing_type]}` : ' à venda e para alugar'
  const where = townName(search.city) ?? 'Irecê e região'
  const title = `${what}${deal} em ${where}${search.q ? ` — “${search.q}”` : ''}`
  const { canonical, narrowed } = listCanonical(ctx, search, ['city', 'category', 'listing_type'])
  const total = page.meta.total
  const items = page.data.map((p) => ({ url: `${ctx.origin}${propertyPath(p)}`, name: p.attributes.name }))
  return pageHead(ctx, {
    title: `${title}${search.page > 1 ? ` — página ${search.page}` : ''} | ${ctx.settings.site_name}`,
    description: `${page.meta.total_capped ? 'Mais de ' : ''}${total.toLocaleString('pt-BR')} ${total === 1 ? 'anúncio' : 'anúncios'}: ${what.toLowerCase()}${deal} em ${where}. Veja fotos, preços e fale direto com o anunciante.`,
    canonical,
    robots: narrowed ? 'noindex, follow' : undefined,
    jsonLd: [itemListJsonLd(title, items, (search.page - 1) * search.per_page, total)],
    queries: [dehydratedQuery(queryKeys.properties.list(search), page)],
    preload: preloadImage(page.data[0]?.attributes.cover ?? null, card.sizes, card.widths),
  })
}

/** /veiculos */
export async function vehiclesPage(ctx: PageContext): Promise<PageHead> {
  const search = defined(vehicleSearchSchema.parse(ctx.search))
  const page = await searchVehicles(ctx, search)
  const what = search.vehicle_type ? vehicleTypeName[search.vehicle_type] : 'Veículos'
  const where = townName(search.city) ?? 'Irecê e região'
  const title = `${what} à venda em ${where}${search.q ? ` — “${search.q}”` : ''}`
  const { canonical, narrowed } = listCanonical(ctx, search, ['city', 'vehicle_type'])
  const total = page.meta.total
  const items = page.data.map((v) => ({ url: `${ctx.origin}${vehiclePath(v)}`, name: v.attributes.name }))
  return pageHead(ctx, {
    title: `${title}${search.page > 1 ? ` — página ${search.page}` : ''} | ${ctx.settings.site_name}`,
    description: `${page.meta.total_capped ? 'Mais de ' : ''}${total.toLocaleString('pt-BR')} ${total === 1 ? 'anúncio' : 'anúncios'}: ${what.toLowerCase()} novos e usados em ${where}. Carros, motos e caminhões com fotos, preços e contato do vendedor.`,
    canonical,
    robots: narrowed ? 'noindex, follow' : undefined,
    jsonLd: [itemListJsonLd(title, items, (search.page - 1) * search.per_page, total)],
    queries: [dehydratedQuery(queryKeys.vehicles.list(search), page)],
    preload: preloadImage(page.data[0]?.attributes.cover ?? null, card.sizes, card.widths),
  })
}

/** / : the site, its search box (SearchAction) and the home shelves' first data. */
export async function homePage(ctx: PageContext): Promise<PageHead> {
  const { featured, houses, apartments, vehicles } = homeShelves
  // The nearby shelf as the page first renders it (the first town, until the visitor chooses theirs).
  const nearby = nearbyShelf(towns[0])
  const [f, h, a, v, n] = await Promise.all([
    searchProperties(ctx, { page: 1, ...featured }),
    searchProperties(ctx, { page: 1, ...houses }),
    searchProperties(ctx, { page: 1, ...apartments }),
    searchVehicles(ctx, { page: 1, ...vehicles }),
    searchProperties(ctx, propertyApiSearchSchema.parse(nearby)),
  ])
  const seo = ctx.settings.seo
  const logo = `${ctx.origin}${seo.image.startsWith('/') ? seo.image : `/${seo.image}`}`
  return pageHead(ctx, {
    title: `${ctx.settings.site_name} — Imóveis e veículos em Irecê e região`,
    description: seo.description,
    canonical: `${ctx.origin}/`,
    jsonLd: websiteJsonLd(
      ctx.origin,
      ctx.settings.site_name,
      seo.description,
      /^https?:/.test(seo.image) ? seo.image : logo,
    ),
    queries: [
      dehydratedQuery(queryKeys.properties.list(featured), f),
      dehydratedQuery(queryKeys.properties.list(houses), h),
      dehydratedQuery(queryKeys.properties.list(apartments), a),
      dehydratedQuery(queryKeys.vehicles.list(vehicles), v),
      dehydratedQuery(queryKeys.properties.list(nearby), n),
    ],
  })
}
