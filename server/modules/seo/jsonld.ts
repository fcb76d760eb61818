import { imageUrl } from '../../../src/domain/media'
import type { Property } from '../../../src/domain/property'
import type { Vehicle } from '../../../src/domain/vehicle'
import type { Advertiser } from '../../../src/domain/advertiser'

// schema.org data for search engines (JSON-LD). URLs are absolute.

type Thing = Record<string, unknown>
const context = 'https://schema.org'

const offer = (url: string, price: number | null, extra: Thing = {}): Thing => ({
  '@type': 'Offer',
  url,
  priceCurrency: 'BRL',
  ...(price === null ? {} : { price }),
  availability: 'https://schema.org/InStock',
  ...extra,
})

const buildingType: Partial<Record<string, string>> = {
  house: 'SingleFamilyResidence',
  apartment: 'Apartment',
}

export function propertyJsonLd(p: Property, url: string, origin: string): Thing {
  const a = p.attributes
  const address = {
    '@type': 'PostalAddress',
    ...(a.address.street
      ? { streetAddress: [a.address.street, a.address.number].filter(Boolean).join(', ') }
      : {}),
    addressLocality: a.city,
    addressRegion: a.address.state,
    ...(a.address.zip_code ? { postalCode: a.address.zip_code } : {}),
    addressCountry: 'BR',
  }
  const place: Thing = {
    '@type': buildingType[a.category] ?? 'Place',
    address,
    ...(a.address.privacy === 'exact' && a.address.lat !== null && a.address.lng !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: a.address.lat, longitude: a.address.lng } }
      : {}),
    ...(a.square_meters
      ? { floorSize: { '@type': 'QuantitativeValue', value: a.square_meters, unitCode: 'MTK' } }
      : {}),
    ...(a.bedroom !== null && buildingType[a.category] ? { numberOfRooms: a.bedroom } : {}),
  }
  return {
    '@context': context,
    '@type': 'RealEstateListing',
    name: a.name,
    description: a.description,
    url,
    datePosted: a.created_at,
    image: a.images.map((i) => `${origin}${imageUrl(i, 1280)}`),
    about: place,
    offers: propertyOffers(a, url),
  }
}

/** One offer, or two for a listing for sale and rent that gives both amounts (the sale, then the rent). */
function propertyOffers(a: Property['attributes'], url: string): Thing | Thing[] {
  const seller = {
    '@type': a.advertiser.profile === 'business' ? 'Organization' : 'Person',
    name: a.advertiser.name,
  }
  const fn = (kind: 'LeaseOut' | 'Sell') => `http://purl.org/goodrelations/v1#${kind}`
  if (a.listing_type === 'both' && a.rent_price !== null)
    return [
      offer(url, a.price, { businessFunction: fn('Sell'), seller }),
      offer(url, a.rent_price, { businessFunction: fn('LeaseOut'), seller }),
    ]
  return offer(url, a.price, {
    businessFunction: fn(a.listing_type === 'rent' ? 'LeaseOut' : 'Sell'),
    seller,
  })
}

const vehicleType = { cars: 'Car', motorcycles: 'Motorcycle', trucks: 'Vehicle' } as const

export function vehicleJsonLd(v: Vehicle, url: string, origin: string): Thing {
  const a = v.attributes
  return {
    '@context': context,
    '@type': vehicleType[a.vehicle_type],
    name: a.name,
    description: a.description,
    url,
    image: a.images.map((i) => `${origin}${imageUrl(i, 1280)}`),
    brand: { '@type': 'Brand', name: a.brand },
    model: a.model,
    ...(a.version ? { vehicleConfiguration: a.version } : {}),
    vehicleModelDate: String(a.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: a.mileage, unitCode: 'KMT' },
    fuelType: a.fuel_type,
    vehicleTransmission: a.transmission,
    ...(a.color ? { color: a.color } : {}),
    ...(a.doors ? { numberOfDoors: a.doors } : {}),
    ...(a.bodywork ? { bodyType: a.bodywork } : {}),
    itemCondition: `https://schema.org/${a.condition === 'new' ? 'NewCondition' : 'UsedCondition'}`,
    offers: offer(url, a.price, {
      seller: {
        '@type': a.advertiser.profile === 'business' ? 'Organization' : 'Person',
        name: a.advertiser.name,
      },
    }),
  }
}

export function advertiserJsonLd(adv: Advertiser, url: string, origin: string): Thing {
  const a = adv.attributes
  return {
    '@context': context,
    '@type': a.profile === 'business' ? 'RealEstateAgent' : 'Person',
    name: a.name,
    url,
    ...(a.presentation ? { description: a.presentation } : {}),
    ...(a.avatar ? { image: `${origin}${imageUrl(a.avatar, 640)}` } : {}),
    ...(a.city
      ? { address: { '@type': 'PostalAddress', addressLocality: a.city, addressCountry: 'BR' } }
      : {}),
    ...(a.profile === 'broker' ? { jobTitle: 'Corretor de imóveis' } : {}),
  }
}

export function itemListJsonLd(
  name: string,
  items: { url: string; name: string }[],
  offset: number,
  total: number,
) {
  return {
    '@context': context,
    '@type': 'ItemList',
    name,
    numberOfItems: total,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: offset + i + 1,
      url: item.url,
      name: item.name,
    })),
  }
}

export function websiteJsonLd(origin: string, name: string, description: string, logo: string): Thing[] {
  return [
    {
      '@context': context,
      '@type': 'WebSite',
      name,
      url: `${origin}/`,
      description,
      inLanguage: 'pt-BR',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/imoveis?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    { '@context': context, '@type': 'Organization', name, url: `${origin}/`, logo },
  ]
}
