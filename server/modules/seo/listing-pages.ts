import { advertiserTypeFromSlug, advertiserTypeSlugs } from '../../../src/domain/paths'
import { propertyPath, type Property } from '../../../src/domain/property'
import { queryKeys } from '../../../src/domain/query-keys'
import { firstPaintImages } from '../../../src/domain/first-paint-images'
import { ADVERTISER_LISTINGS_PER_PAGE } from '../../../src/domain/constants'
import { vehiclePath } from '../../../src/domain/vehicle'
import { parseId } from '../../http/public-read'
import { ADVERTISER_NOT_FOUND, getAdvertiser } from '../advertisers/service'
import { getProperty, PROPERTY_NOT_FOUND, searchProperties } from '../properties/service'
import { getVehicle, searchVehicles, VEHICLE_NOT_FOUND } from '../vehicles/service'
import { listOptionalItemGroups } from '../vehicles/catalogue'
import { pageHead, notFoundHead, ogImage, preloadImage, siteTitle, type PageContext } from './context'
import { dehydratedQuery } from './dehydrate'
import { isRemovedProperty, isRemovedVehicle } from './repository'
import { summarise } from './escape'
import type { PageHead } from './html'
import { advertiserJsonLd, propertyJsonLd, vehicleJsonLd } from './jsonld'
import { categoryName, conditionName, dealName, kmText, priceText } from './labels'

const gallery = firstPaintImages.gallery

/** "Venda R$ 465.000 · Aluguel R$ 1.900/mês" for both, else the one price; then the monthly costs, as the page. */
function propertyPrices(a: Property['attributes']): string[] {
  const prices =
    a.listing_type === 'both' && a.price !== null && a.rent_price !== null
      ? [`Venda ${priceText(a.price)}`, `Aluguel ${priceText(a.rent_price, a.rental_period)}`]
      : [priceText(a.price, a.listing_type === 'sale' ? null : a.rental_period)]
  if (a.condo_fee !== null) prices.push(`Condomínio ${priceText(a.condo_fee, 'monthly')}`)
  if (a.iptu_monthly !== null) prices.push(`IPTU ${priceText(a.iptu_monthly, 'monthly')}`)
  return prices
}

/** /imovel/{category}/{city}/{id} */
export async function propertyPage(ctx: PageContext, rawId: string): Promise<PageHead> {
  const id = parseId(rawId)
  const property = id === null ? null : await getProperty(ctx.db, id)
  if (!property)
    return notFoundHead(ctx, 'Imóvel não encontrado', PROPERTY_NOT_FOUND, {
      status: id !== null && (await isRemovedProperty(ctx.db, id)) ? 410 : 404,
      apiPath: `/api/properties/${encodeURIComponent(rawId)}`,
    })
  const a = property.attributes
  const url = `${ctx.origin}${propertyPath(property)}`
  const place = [a.neighborhood, `${a.city} - ${a.address.state}`].filter(Boolean).join(', ')
  const facts = [
    `${categoryName[a.category][0]} ${dealName[a.listing_type]} em ${place}`,
    ...propertyPrices(a),
    a.bedroom ? `${a.bedroom} ${a.bedroom === 1 ? 'quarto' : 'quartos'}` : null,
    a.square_meters ? `${a.square_meters.toLocaleString('pt-BR')} m²` : null,
  ].filter(Boolean)
  return pageHead(ctx, {
    title: siteTitle(ctx, a.name),
    description: summarise(`${facts.join(' · ')}. ${a.description}`),
    canonical: url,
    ogType: 'product',
    image: ogImage(ctx, a.cover, a.name),
    og:
      a.price === null
        ? []
        : [
            ['product:price:amount', String(a.price)],
            ['product:price:currency', 'BRL'],
          ],
    jsonLd: [propertyJsonLd(property, url, ctx.origin)],
    queries: [dehydratedQuery(queryKeys.properties.detail(property.id), property)],
    preload: preloadImage(a.images[0] ?? null, gallery.sizes, gallery.widths),
  })
}

/** /veiculo/{vehicle_type}/{state}/{city}/{brand}/{model}/{version}/{id} */
export async function vehiclePage(ctx: PageContext, rawId: string): Promise<PageHead> {
  const id = parseId(rawId)
  const vehicle = id === null ? null : await getVehicle(ctx.db, id)
  if (!vehicle)
    return notFoundHead(ctx, 'Veículo não encontrado', VEHICLE_NOT_FOUND, {
      status: id !== null && (await isRemovedVehicle(ctx.db, id)) ? 410 : 404,
      apiPath: `/api/vehicles/${encodeURIComponent(rawId)}`,
    })
  const a = vehicle.attributes
  const url = `${ctx.origin}${vehiclePath(vehicle)}`
  const model = [a.brand, a.model, a.version, a.year].filter(Boolean).join(' ')
  const facts = [
    `${model}, ${a.condition === 'new' ? '0 km' : kmText(a.mileage)}, ${conditionName[a.condition]}`,
    `em ${a.city} - ${a.state}`,
    priceText(a.price),
  ]
  const optionalItems = await listOptionalItemGroups(ctx.db)
  return pageHead(ctx, {
    title: siteTitle(ctx, `${a.name} ${a.year}`),
    description: summarise(`${facts.join(' · ')}. ${a.description}`),
    canonical: url,
    ogType: 'product',
    image: ogImage(ctx, a.cover, model),
    og:
      a.price === null
        ? []
        : [
            ['product:price:amount', String(a.price)],
            ['product:price:currency', 'BRL'],
          ],
    jsonLd: [vehicleJsonLd(vehicle, url, ctx.origin)],
    queries: [
      dehydratedQuery(queryKeys.vehicles.detail(vehicle.id), vehicle),
      // The page groups the optional items by these (GET /api/vehicles/settings, read as data.attributes).
      dehydratedQuery(queryKeys.vehicles.settings(), { optional_items: optionalItems }),
    ],
    preload: preloadImage(a.images[0] ?? null, gallery.sizes, gallery.widths),
  })
}

/** A page number as the web app's validateSearch reads it (an integer 1…10 000, else 1). */
const pageParam = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 10_000 ? v : 1

/** /anunciante/{advertiser_type}/{id}?page=&vpage= */
export async function advertiserPage(ctx: PageContext, typeSlug: string, rawId: string): Promise<PageHead> {
  const id = parseId(rawId)
  const advertiser = id === null || !advertiserTypeFromSlug(typeSlug) ? null : await getAdvertiser(ctx.db, id)
  if (!advertiser || id === null)
    return notFoundHead(ctx, 'Anunciante não encontrado', ADVERTISER_NOT_FOUND, {
      apiPath: `/api/advertisers/${encodeURIComponent(rawId)}`,
    })
  const a = advertiser.attributes
  const page = pageParam(ctx.search.page)
  const vpage = pageParam(ctx.search.vpage)
  const perPage = ADVERTISER_LISTINGS_PER_PAGE
  const [properties, vehicles] = await Promise.all([
    searchProperties(ctx, { page, per_page: perPage }, { userId: id }),
    searchVehicles(ctx, { page: vpage, per_page: perPage }, { userId: id }),
  ])
  const url = `${ctx.origin}/anunciante/${advertiserTypeSlugs[a.profile]}/${advertiser.id}`
  const role = { owner: 'Proprietário', broker: 'Corretor de imóveis', business: 'Imobiliária' }[a.profile]
  const counts = `${a.total_properties} ${a.total_properties === 1 ? 'imóvel' : 'imóveis'} e ${a.total_vehicles} ${a.total_vehicles === 1 ? 'veículo' : 'veículos'} anunciados`
  return pageHead(ctx, {
    title: siteTitle(ctx, `${a.name} — ${role}`),
    description: summarise(
      `${a.name}, ${role.toLowerCase()}${a.city ? ` em ${a.city}` : ''}: ${counts}. ${a.presentation ?? ''}`,
    ),
    canonical:
      page === 1 && vpage === 1
        ? url
        : `${url}?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...(vpage > 1 ? { vpage: String(vpage) } : {}) })}`,
    ogType: a.profile === 'business' ? 'website' : 'profile',
    image: ogImage(ctx, a.avatar, a.name),
    jsonLd: [advertiserJsonLd(advertiser, url, ctx.origin)],
    queries: [
      dehydratedQuery(queryKeys.advertisers.profile(advertiser.id), advertiser),
      dehydratedQuery(queryKeys.advertisers.properties(advertiser.id, page), properties),
      dehydratedQuery(queryKeys.advertisers.vehicles(advertiser.id, vpage), vehicles),
    ],
  })
}
