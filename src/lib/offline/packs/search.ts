// The /imoveis search answered from the packs on this device, with the API's filters, orders and page shape, for
// when the network cannot answer. Relevance (q without a sort) has no index here: it keeps the recent order.
import type { PaginationMeta } from '../../../domain/api'
import { PAGE_SIZE_DEFAULT } from '../../../domain/constants'
import {
  propertySummaryAttributesSchema,
  type Property,
  type PropertyPage,
  type PropertySearch,
} from '../../../domain/property'
import type { Vehicle } from '../../../domain/vehicle'
import { listingKey, openPacksDb, packsDbExists } from './db'

type Attrs = Property['attributes']
export type PackQuery = Partial<PropertySearch> & { bbox?: string; highlighted?: boolean }

/** Lower case without accents: "Irecê" finds "irece" and the other way round. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Each word of `q` (a final plural "s" dropped) must appear in one of the listing's `texts`. */
export function textMatcher<A>(q: string | undefined, texts: (a: A) => (string | null)[]): (a: A) => boolean {
  const words = fold(q ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w))
  if (!words.length) return () => true
  return (a) => {
    const hay = fold(texts(a).filter(Boolean).join(' '))
    return words.every((w) => hay.includes(w))
  }
}

const atLeast = (value: number | null, min: number | undefined) => min === undefined || (value ?? -1) >= min
export const within = (value: number | null, min?: number, max?: number) =>
  (min === undefined && max === undefined) ||
  (value !== null && (min === undefined || value >= min) && (max === undefined || value <= max))

export function matches(q: PackQuery): (p: Property) => boolean {
  const text = textMatcher<Attrs>(q.q, (a) => [
    a.name,
    a.description,
    a.address.street,
    a.neighborhood,
    a.city,
    a.category,
  ])
  const box = q.bbox?.split(',').map(Number)
  return ({ attributes: a }) =>
    (!q.category || a.category === q.category) &&
    (!q.listing_type || a.listing_type === q.listing_type || a.listing_type === 'both') &&
    (!q.city || a.city_slug === q.city) &&
    within(a.price, q.price_min, q.price_max) &&
    within(a.square_meters, q.area_min, q.area_max) &&
    atLeast(a.bedroom, q.bedrooms) &&
    atLeast(a.bathroom, q.bathrooms) &&
    atLeast(a.parking_space, q.garages) &&
    (q.highlighted === undefined || a.highlighted === q.highlighted) &&
    (!box ||
      (a.address.lat !== null &&
        a.address.lng !== null &&
        a.address.lng >= box[0]! &&
        a.address.lat >= box[1]! &&
        a.address.lng <= box[2]! &&
        a.address.lat <= box[3]!)) &&
    text(a)
}

type Key<A> = (a: A) => number | string | null
export const desc =
  <A = Attrs>(key: Key<A>) =>
  (x: A, y: A): number => {
    const [a, b] = [key(x), key(y)]
    if (a === b) return 0
    if (a === null) return 1
    if (b === null) return -1
    return a < b ? 1 : -1
  }
export const asc =
  <A = Attrs>(key: Key<A>) =>
  (x: A, y: A): number => {
    const [a, b] = [key(x), key(y)]
    if (a === b) return 0
    if (a === null) return 1 // nulls last, as the API orders them
    if (b === null) return -1
    return a < b ? -1 : 1
  }
const verified = desc((a) => (a.advertiser_verified ? 1 : 0))
const newest = desc((a) => a.created_at)

/** The API's orders (server/modules/properties/order.ts), ties broken by id, newest first. */
export function comparator(sort: PackQuery['sort']): (x: Property, y: Property) => number {
  const keys = {
    price_asc: [asc((a) => a.price), verified],
    price_desc: [desc((a) => a.price), verified],
    area_desc: [desc((a) => a.square_meters), verified],
    maior_reducao: [desc((a) => a.price_drop_percent), verified, newest],
    recent: [desc((a) => (a.highlighted ? 1 : 0)), newest, verified],
  }[sort ?? 'recent']
  return byKeys(keys)
}

/** The first key that tells two listings apart decides; then the id, newest first, as the API breaks ties. */
export function byKeys<A>(
  keys: ((x: A, y: A) => number)[],
): (x: { id: string; attributes: A }, y: { id: string; attributes: A }) => number {
  return (x, y) => {
    for (const k of keys) {
      const c = k(x.attributes, y.attributes)
      if (c) return c
    }
    return Number(y.id) - Number(x.id)
  }
}

/**
 * The stored listings of a kind the query may draw from: its town's pack, or every pack; and the pack they come
 * from, for the list to say so. Null: no pack covers the query.
 */
export async function candidates<T extends 'property' | 'vehicle'>(
  type: T,
  city: string | undefined,
): Promise<{ listings: Extract<Property | Vehicle, { type: T }>[]; origin: PackOrigin } | null> {
  if ((await packsDbExists()) === false) return null
  const db = await openPacksDb()
  const packs = await db.getAll('packs')
  const held = packs.filter((p) => p.partsDone.length > 0 && (!city || p.town === city))
  if (!held.length) return null
  const rows = city ? await db.getAllFromIndex('listings', 'town', city) : await db.getAll('listings')
  const oldest = Math.min(...held.map((p) => p.checkedAt))
  return {
    listings: rows.flatMap((r) =>
      r.data.type === type ? [r.data as Extract<Property | Vehicle, { type: T }>] : [],
    ),
    origin: {
      name: held.map((p) => p.name).join(', '),
      at: oldest > 0 ? new Date(oldest).toISOString() : null,
    },
  }
}

export type PackOrigin = NonNullable<PaginationMeta['from_pack']>

/** The page `page` of `found`, in the API's page shape, marked as answered from the packs. */
function pageOf<T>(found: T[], query: { page?: number; per_page?: number }, origin: PackOrigin) {
  const perPage = query.per_page ?? PAGE_SIZE_DEFAULT
  const page = query.page ?? 1
  return {
    slice: found.slice((page - 1) * perPage, page * perPage),
    meta: {
      page,
      per_page: perPage,
      total: found.length,
      total_pages: Math.ceil(found.length / perPage),
      from_pack: origin,
    },
  }
}

type PackListing<T extends 'property' | 'vehicle'> = Extract<Property | Vehicle, { type: T }>

/**
 * A page of a kind's search answered from the packs: the stored listings that match, in the search's order, each
 * cut to its `summary`; null when no pack covers the query.
 */
export async function packPage<T extends 'property' | 'vehicle', S>(
  type: T,
  query: Parameters<typeof pageOf>[1] & { city?: string | undefined },
  match: (listing: PackListing<T>) => boolean,
  order: (x: PackListing<T>, y: PackListing<T>) => number,
  summary: (listing: PackListing<T>) => S,
) {
  const held = await candidates(type, query.city)
  if (!held) return null
  const { slice, meta } = pageOf(held.listings.filter(match).sort(order), query, held.origin)
  return { data: slice.map(summary), meta }
}

/** A page of GET /api/properties answered from the packs, or null when no pack covers the query. */
export function searchPacks(query: PackQuery): Promise<PropertyPage | null> {
  // The summary's fields only, as the search answers them.
  return packPage('property', query, matches(query), comparator(query.sort), (p) => ({
    id: p.id,
    type: 'property' as const,
    attributes: propertySummaryAttributesSchema.parse(p.attributes),
  }))
}

/** A listing from the packs, as its detail answered when the pack was fetched; null when no pack holds it. */
export const packListing =
  <T extends 'property' | 'vehicle'>(type: T) =>
  async (id: string): Promise<Extract<Property | Vehicle, { type: T }> | null> => {
    if ((await packsDbExists()) === false) return null
    const row = await (await openPacksDb()).get('listings', listingKey(type, id))
    return (row?.data as Extract<Property | Vehicle, { type: T }> | undefined) ?? null
  }
