import {
  propertyPath,
  propertySearchSchema,
  type PropertyPage,
  type PropertySearch,
} from '../../../src/domain/property'
import { firstPaintImages } from '../../../src/domain/first-paint-images'
import { towns } from '../../../src/domain/region'
import { vehiclePath, vehicleSearchSchema, type VehiclePage } from '../../../src/domain/vehicle'
import { pageHead, preloadImage, type PageContext } from './context'
import type { PageHead } from './html'
import { itemListJsonLd, websiteJsonLd } from './jsonld'
import { categoryName, dealName, vehicleTypeName } from './labels'

const card = firstPaintImages.card

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

/** /imoveis, from the page of results its loader returned. */
export function propertiesHead(ctx: PageContext, page: PropertyPage): PageHead {
  const search: PropertySearch = propertySearchSchema.parse(ctx.search)
  const what = search.category ? categoryName[search.category][1] : 'Imóveis'
  const deal = search.listing_type ? ` ${dealName[search.listing_type]}` : ' à venda e para alugar'
  const where = townName(search.city) ?? 'Irecê e região'
  const title = `${what}${deal} em ${where}${search.q ? ` — “${search.q}”` : ''}`
  const { canonical, narrowed } = listCanonical(ctx, ctx.search, ['city', 'category', 'listing_type'])
  const total = page.meta.total
  const items = page.data.map((p) => ({ url: `${ctx.origin}${propertyPath(p)}`, name: p.attributes.name }))
  return pageHead(ctx, {
    title: `${title}${search.page > 1 ? ` — página ${search.page}` : ''} | ${ctx.settings.site_name}`,
    description: `${page.meta.total_capped ? 'Mais de ' : ''}${total.toLocaleString('pt-BR')} ${total === 1 ? 'anúncio' : 'anúncios'}: ${what.toLowerCase()}${deal} em ${where}. Veja fotos, preços e fale direto com o anunciante.`,
    canonical,
    robots: narrowed ? 'noindex, follow' : undefined,
    jsonLd: [itemListJsonLd(title, items, (search.page - 1) * search.per_page, total)],
    // Low-data mode paints no list photo until it is tapped.
    preload: ctx.lowData
      ? undefined
      : preloadImage(page.data[0]?.attributes.cover ?? null, card.sizes, card.widths),
  })
}

/** /veiculos, from the page of results its loader returned. */
export function vehiclesHead(ctx: PageContext, page: VehiclePage): PageHead {
  const search = vehicleSearchSchema.parse(ctx.search)
  const what = search.vehicle_type ? vehicleTypeName[search.vehicle_type] : 'Veículos'
  const where = townName(search.city) ?? 'Irecê e região'
  const title = `${what} à venda em ${where}${search.q ? ` — “${search.q}”` : ''}`
  const { canonical, narrowed } = listCanonical(ctx, ctx.search, ['city', 'vehicle_type'])
  const total = page.meta.total
  const items = page.data.map((v) => ({ url: `${ctx.origin}${vehiclePath(v)}`, name: v.attributes.name }))
  return pageHead(ctx, {
    title: `${title}${search.page > 1 ? ` — página ${search.page}` : ''} | ${ctx.settings.site_name}`,
    description: `${page.meta.total_capped ? 'Mais de ' : ''}${total.toLocaleString('pt-BR')} ${total === 1 ? 'anúncio' : 'anúncios'}: ${what.toLowerCase()} novos e usados em ${where}. Carros, motos e caminhões com fotos, preços e contato do vendedor.`,
    canonical,
    robots: narrowed ? 'noindex, follow' : undefined,
    jsonLd: [itemListJsonLd(title, items, (search.page - 1) * search.per_page, total)],
    // Low-data mode paints no list photo until it is tapped.
    preload: ctx.lowData
      ? undefined
      : preloadImage(page.data[0]?.attributes.cover ?? null, card.sizes, card.widths),
  })
}

/** / : the site and its search box (SearchAction). */
export function homeHead(ctx: PageContext): PageHead {
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
  })
}
