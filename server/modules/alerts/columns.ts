import { eq, sql, type SQL } from 'drizzle-orm'
import { propertyApiSearchSchema, type PropertyApiSearch } from '../../../src/domain/property'
import { towns } from '../../../src/domain/region'
import type { SavedSearchKind } from '../../../src/domain/saved-search'
import { vehicleSearchSchema } from '../../../src/domain/vehicle'
import type { Db } from '../../db/client'
import { savedSearches, vehicleBrands, vehicleModels } from '../../db/schema'
import { matchPlaces, normaliseQ } from '../search'

// A saved search's query (the list page's params) as the typed columns matching reads. The same schemas as the
// list parse it, so a filter the list ignores (a malformed value) is ignored here too.

export type SearchColumns = Partial<
  Omit<typeof savedSearches.$inferInsert, 'qTsquery' | 'bbox' | 'id' | 'userId' | 'kind' | 'query' | 'name'>
> & { qTsquery: SQL | null; bbox: SQL | null }

/** A catalogue row's name by id (a brand's, a model's); nothing without an id or for an unknown one. */
async function nameOf(db: Db, table: typeof vehicleBrands | typeof vehicleModels, id: number | undefined) {
  if (id === undefined) return undefined
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id))
  return row
}

const cityOf = (slug: string | undefined) => (slug ? (towns.find((t) => t.slug === slug)?.id ?? -1) : 0)

async function textColumns(db: Db, kind: SavedSearchKind, q: string | undefined) {
  const words = normaliseQ(q)
  if (!words) return { qTsquery: null, qCityIds: null, qPlaces: null }
  // As the list: every word in the listing's document, or the whole query naming a place the listing lies in (a
  // town; for properties also a neighbourhood or a street), typos forgiven. The places are those the list finds
  // for these words when the search is saved.
  const places = await matchPlaces(db, words, kind === 'property' ? undefined : ['town'])
  return {
    qTsquery: sql`plainto_tsquery('pt_unaccent'::regconfig, search_fold(${words}))`,
    qCityIds: places.flatMap((p) => (p.kind === 'town' ? [p.cityId] : [])),
    qPlaces: places.flatMap((p) => (p.kind === 'town' ? [] : [placeKey(p.kind, p.cityId, p.name)])),
  }
}

/** How a neighbourhood or a street is written in `q_places`, and read from a listing when matching. */
export const placeKey = (kind: 'neighborhood' | 'street', cityId: number, name: string) =>
  `${kind}:${cityId}:${name}`

const ruralKeys = ['area_ha_min', 'area_ha_max', 'water', 'electricity', 'asphalt', 'car', 'sigef'] as const

/** The rural filters given, as one object (match.ts reads its keys); null without any. */
function ruralColumn(f: PropertyApiSearch): Record<string, string | number> | null {
  const given = ruralKeys.flatMap((k) => (f[k] === undefined ? [] : [[k, f[k]] as const]))
  return given.length ? Object.fromEntries(given) : null
}

export async function searchColumns(
  db: Db,
  kind: SavedSearchKind,
  query: Record<string, string>,
): Promise<SearchColumns> {
  if (kind === 'property') {
    const f = propertyApiSearchSchema.parse(query)
    const bbox = f.bbox
      ? sql`box(point(${f.bbox[0]}, ${f.bbox[1]}), point(${f.bbox[2]}, ${f.bbox[3]}))`
      : null
    return {
      cityId: cityOf(f.city),
      category: f.category ?? '',
      deal: f.listing_type ?? '',
      priceMin: f.price_min ?? null,
      priceMax: f.price_max ?? null,
      areaMin: f.area_min ?? null,
      areaMax: f.area_max ?? null,
      bedroomsMin: f.bedrooms ?? null,
      bathroomsMin: f.bathrooms ?? null,
      garagesMin: f.garages ?? null,
      bbox,
      rural: ruralColumn(f),
      ...(await textColumns(db, kind, f.q)),
    }
  }
  const f = vehicleSearchSchema.parse(query)
  const brand = await nameOf(db, vehicleBrands, f.brand_id)
  return {
    cityId: cityOf(f.city),
    category: f.vehicle_type ?? '',
    // An unknown brand matches nothing, as the list finds nothing for it.
    brand: f.brand_id === undefined ? null : (brand?.name.toLowerCase() ?? '\u0000none'),
    modelId: f.model_id ?? null,
    yearMin: f.year_min ?? null,
    yearMax: f.year_max ?? null,
    priceMin: f.price_min ?? null,
    priceMax: f.price_max ?? null,
    mileageMax: f.mileage_max ?? null,
    sellerType: f.seller_type ?? null,
    condition: f.condition ?? null,
    transmission: f.transmission ?? null,
    fuelType: f.fuel_type ?? null,
    color: f.color?.toLowerCase() ?? null,
    acceptsExchange: f.accepts_exchange === 'true',
    bbox: null,
    ...(await textColumns(db, kind, f.q)),
  }
}

/** The names the query gives by id only (a vehicle's brand and model), for the search's automatic name. */
export async function queryLabels(db: Db, kind: SavedSearchKind, query: Record<string, string>) {
  if (kind !== 'vehicle') return {}
  const f = vehicleSearchSchema.parse(query)
  const [brand, model] = await Promise.all([
    nameOf(db, vehicleBrands, f.brand_id),
    nameOf(db, vehicleModels, f.model_id),
  ])
  return { ...(brand ? { brand: brand.name } : {}), ...(model ? { model: model.name } : {}) }
}
