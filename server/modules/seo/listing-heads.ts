import { advertiserTypeSlugs } from '../../../src/domain/paths'
import type { Advertiser } from '../../../src/domain/advertiser'
import { propertyPath, type Property } from '../../../src/domain/property'
import { vehiclePath, type Vehicle } from '../../../src/domain/vehicle'
import { parseId } from '../../http/public-read'
import { ADVERTISER_NOT_FOUND } from '../advertisers'
import { PROPERTY_NOT_FOUND } from '../properties'
import { VEHICLE_NOT_FOUND } from '../vehicles'
import { galleryPreload, pageHead, notFoundHead, ogImage, siteTitle, type PageContext } from './context'
import { isRemovedProperty, isRemovedVehicle } from './repository'
import { summarise } from './escape'
import type { PageHead } from './html'
import { advertiserJsonLd, propertyJsonLd, vehicleJsonLd } from './jsonld'
import { categoryName, conditionName, dealName, kmText, priceText } from './labels'

/** The year after the vehicle's name, unless the advertiser already wrote it there ("Honda Bros 160 ESD 2025"). */
function nameWithYear(name: string, year: number): string {
  return new RegExp(`(^|\\D)${year}(\\D|$)`).test(name) ? name : `${name} ${year}`
}

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

/** A listing its route found nothing for: 410 when it was deleted or archived (search engines drop it), else 404. */
async function removedStatus(rawId: string, isRemoved: (id: number) => Promise<boolean>): Promise<404 | 410> {
  const id = parseId(rawId)
  return id !== null && (await isRemoved(id)) ? 410 : 404
}

/** /imovel/{category}/{city}/{id}: the property its loader returned, or null when it found none. */
export async function propertyHead(
  ctx: PageContext,
  property: Property | null,
  rawId: string,
): Promise<PageHead> {
  if (!property)
    return notFoundHead(ctx, 'Imóvel não encontrado', PROPERTY_NOT_FOUND, {
      status: await removedStatus(rawId, (id) => isRemovedProperty(ctx.db, id)),
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
    preload: galleryPreload(ctx, a.images[0] ?? null),
  })
}

/** /veiculo/{vehicle_type}/{state}/{city}/{brand}/{model}/{version}/{id}: the vehicle its loader returned, or null. */
export async function vehicleHead(
  ctx: PageContext,
  vehicle: Vehicle | null,
  rawId: string,
): Promise<PageHead> {
  if (!vehicle)
    return notFoundHead(ctx, 'Veículo não encontrado', VEHICLE_NOT_FOUND, {
      status: await removedStatus(rawId, (id) => isRemovedVehicle(ctx.db, id)),
    })
  const a = vehicle.attributes
  const url = `${ctx.origin}${vehiclePath(vehicle)}`
  const model = [a.brand, a.model, a.version, a.year].filter(Boolean).join(' ')
  const facts = [
    `${model}, ${a.condition === 'new' ? '0 km' : kmText(a.mileage)}, ${conditionName[a.condition]}`,
    `em ${a.city} - ${a.state}`,
    priceText(a.price),
  ]
  return pageHead(ctx, {
    title: siteTitle(ctx, nameWithYear(a.name, a.year)),
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
    preload: galleryPreload(ctx, a.images[0] ?? null),
  })
}

/**
 * /anunciante/{advertiser_type}/{id}?page=&vpage=: the advertiser its loader returned, or null; `page` and `vpage`
 * are the route's validated search.
 */
export function advertiserHead(
  ctx: PageContext,
  advertiser: Advertiser | null,
  { page, vpage }: { page: number; vpage: number },
): PageHead {
  if (!advertiser) return notFoundHead(ctx, 'Anunciante não encontrado', ADVERTISER_NOT_FOUND)
  const a = advertiser.attributes
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
  })
}
