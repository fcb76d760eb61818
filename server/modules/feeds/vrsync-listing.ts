import { FEED_LIMITS, type FeedSkipReason } from '../../../src/domain/feeds'
import type { PropertyFeature } from '../../../src/domain/enums'
import {
  LISTING_DESCRIPTION,
  LISTING_NAME,
  propertyCreateSchema,
  type PropertyCreate,
  type PropertyCreateInput,
} from '../../../src/domain/property-input'
import { slugify, towns } from '../../../src/domain/region'
import { categoryOf, featureOf, listingTypeOf, PETS_FEATURE } from './vrsync-fields'
import { child, textOf, type XmlNode } from './xml-tree'

// One <Listing> of a VRSync feed as our property form: the same schema the editor and the API validate with, so an
// imported listing is held to the rules of a typed one. What cannot become a listing says why, in the report's words.

/** A listing of the feed, ready to write, or the reason it is skipped. */
export type FeedItem =
  | { ok: true; externalId: string; title: string; photos: string[]; input: PropertyCreate }
  | {
      ok: false
      externalId: string | null
      title: string | null
      reason: FeedSkipReason
      detail: string | null
    }

const number = (text: string | null): number | null => {
  if (text === null) return null
  // "350000", "350000.00" and "350.000,00" all mean the same in feeds seen in the wild.
  const clean = /,\d{1,2}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '')
  const n = Number(clean)
  return Number.isFinite(n) ? n : null
}
const int = (text: string | null) => {
  const n = number(text)
  return n === null ? null : Math.round(n)
}
const positive = (text: string | null) => {
  const n = number(text)
  return n !== null && n > 0 ? n : null
}
const stripTags = (text: string) =>
  text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .trim()

const townBySlug = new Map(towns.map((t) => [slugify(t.name), t]))

const cepOf = (text: string | null, fallback: string) => {
  const digits = text?.replace(/\D/g, '') ?? ''
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : fallback
}

/** The photo URLs of the listing, the primary one first, at most FEED_LIMITS.maxPhotosPerListing. */
function photosOf(listing: XmlNode): string[] {
  const items = (child(listing, 'Media')?.children ?? []).filter(
    (item) =>
      item.name === 'Item' && (item.attrs.medium ?? 'image').toLowerCase() === 'image' && item.text.trim(),
  )
  const primary = items.findIndex((item) => item.attrs.primary === 'true')
  if (primary > 0) items.unshift(...items.splice(primary, 1))
  return [...new Set(items.map((item) => item.text.trim()))].slice(0, FEED_LIMITS.maxPhotosPerListing)
}

/** Reads one listing; `seen` holds the ids read so far (a repeated id is skipped). */
export function readListing(listing: XmlNode, seen: Set<string>): FeedItem {
  const externalId = textOf(listing, 'ListingID')?.slice(0, 50) ?? null
  const title = textOf(listing, 'Title')
  const skip = (reason: FeedSkipReason, detail: string | null = null): FeedItem => ({
    ok: false,
    externalId,
    title,
    reason,
    detail,
  })
  if (!externalId) return skip('no_id')
  if (seen.has(externalId)) return skip('duplicate_id')
  seen.add(externalId)

  const details = child(listing, 'Details')
  const location = child(listing, 'Location')
  const cityName = textOf(location, 'City')
  const town = cityName ? townBySlug.get(slugify(cityName)) : undefined
  if (!town) return skip('unknown_town', cityName)
  const state = child(location, 'State')
  const uf = state?.attrs.abbreviation ?? state?.text.trim()
  if (uf && uf.toUpperCase() !== 'BA' && slugify(uf) !== 'bahia')
    return skip('unknown_town', `${cityName} (${uf})`)

  const listingType = listingTypeOf(textOf(listing, 'TransactionType'))
  if (!listingType) return skip('invalid', 'TransactionType')
  const sale = positive(textOf(details, 'ListPrice'))
  const rentNode = child(details, 'RentalPrice')
  const rent = positive(rentNode?.text.trim() ?? null)
  const price = listingType === 'rent' ? rent : sale
  if (price === null) return skip('no_price')
  const category = categoryOf(textOf(details, 'PropertyType'))
  if (!category) return skip('invalid', `PropertyType: ${textOf(details, 'PropertyType') ?? '—'}`)

  const featureTexts = (child(details, 'Features')?.children ?? []).map((f) => f.text.trim())
  const features = [...new Set(featureTexts.map(featureOf).filter((f): f is PropertyFeature => f !== null))]
  const living = positive(textOf(details, 'LivingArea'))
  const lot = positive(textOf(details, 'LotArea'))
  const yearlyTax = positive(textOf(details, 'YearlyTax'))
  const display = location?.attrs.displayAddress?.toLowerCase()
  const name = (title ?? '').slice(0, LISTING_NAME.max)
  const input: PropertyCreateInput = {
    name,
    description: stripTags(textOf(details, 'Description') ?? '').slice(0, LISTING_DESCRIPTION.max),
    category,
    listing_type: listingType,
    price,
    rent_price: listingType === 'both' ? rent : null,
    rental_days: null,
    rental_period:
      listingType === 'sale' ? null : rentNode?.attrs.period?.toLowerCase() === 'daily' ? 'daily' : 'monthly',
    condo_fee: positive(textOf(details, 'PropertyAdministrationFee')),
    iptu_monthly: yearlyTax === null ? null : Math.max(1, Math.round(yearlyTax / 12)),
    bedroom: int(textOf(details, 'Bedrooms')),
    suite: int(textOf(details, 'Suites')),
    bathroom: int(textOf(details, 'Bathrooms')),
    parking_space: int(textOf(details, 'Garage')),
    floor: int(textOf(details, 'Floor')),
    commercial_room: null,
    square_meters: lot ?? living,
    built_area_meters: living,
    year_built: int(textOf(details, 'YearBuilt')),
    allows_pets: featureTexts.some((f) => f.toLowerCase() === PETS_FEATURE.toLowerCase()),
    features,
    address: {
      street: textOf(location, 'Address'),
      number: textOf(location, 'StreetNumber'),
      complement: textOf(location, 'Complement'),
      neighborhood: textOf(location, 'Neighborhood') ?? '',
      city_id: town.id,
      zip_code: cepOf(textOf(location, 'PostalCode'), town.cep),
      reference: null,
      lat: number(textOf(location, 'Latitude')),
      lng: number(textOf(location, 'Longitude')),
      privacy: display === 'neighborhood' ? 'neighborhood' : display === 'street' ? 'street' : 'exact',
    },
    youtube_url: null,
    photos: [],
    status: 'active',
  }
  const parsed = propertyCreateSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return skip('invalid', `${issue.path.join('.')}: ${issue.message}`)
  }
  return { ok: true, externalId, title: title ?? externalId, photos: photosOf(listing), input: parsed.data }
}
