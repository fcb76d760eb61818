import { eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { PropertyApiSearch } from '../../../src/domain/property'
import { listingTypes, propertyCategories } from '../../../src/domain/enums'
import { towns } from '../../../src/domain/region'
import { properties as p } from '../../db/schema'
import { publicConditions, publicScope as listingScope, type ListingTable, type Scope } from '../listings'
import { inline, type Bind, type TextMatch } from '../search'

/** 'Sob consulta' listings answer (and sort) as a null price whatever the stored number (a generated column). */
export const priceExpr = sql<number | null>`${p.searchPrice}`
/** A highlight counts until it expires; the time check keeps it out of any index (see the 'recent' page). */
export const highlightedExpr = sql<boolean>`(${p.highlighted} and (${p.highlightedUntil} is null or ${p.highlightedUntil} > now()))`
/**
 * The point the public may place a listing at (blurred when the advertiser hides the address), which the GiST
 * index (properties_point_idx) is built on: bbox filters and distance orders never see a hidden door.
 */
export const pointExpr = sql`point(${p.mapLng}, ${p.mapLat})`

export type PropertyFilters = Omit<PropertyApiSearch, 'page' | 'per_page' | 'sort' | 'near'> & {
  userId?: number
}

/** Properties as the shared listing reads see them. */
export const propertyTable: ListingTable = {
  table: p,
  id: p.id,
  userId: p.userId,
  status: p.status,
  deletedAt: p.deletedAt,
  publicStatus: 'active',
}

/** Who may see a property, as conditions over the property joined with its advertiser. */
export const publicProperty = (): SQL[] => publicConditions(propertyTable)

/** The public properties, `hidden` advertisers left out (see hiddenAdvertisers). */
export const publicScope = (hidden: number[] | null): Scope => listingScope(propertyTable, hidden)

/** The rural filters: a listing without rural fields (any other category) matches none of them. */
function ruralConditions(f: PropertyFilters, v: Bind): SQL[] {
  const c: SQL[] = []
  if (f.area_ha_min !== undefined) c.push(gte(p.areaHa, v('area_ha_min', f.area_ha_min)))
  if (f.area_ha_max !== undefined) c.push(lte(p.areaHa, v('area_ha_max', f.area_ha_max)))
  if (f.water) c.push(sql`${p.rural} -> 'water' @> ${v('water', JSON.stringify([f.water]))}::jsonb`)
  if (f.electricity === 'any') c.push(sql`${p.rural} ->> 'electricity' in ('single_phase', 'three_phase')`)
  if (f.electricity === 'three_phase') c.push(sql`${p.rural} ->> 'electricity' = 'three_phase'`)
  if (f.asphalt) c.push(sql`${p.rural} -> 'asphalt' = 'true'::jsonb`)
  if (f.car) c.push(sql`${p.rural} -> 'documents' ->> 'car' = 'yes'`)
  if (f.sigef) c.push(sql`${p.rural} -> 'documents' ->> 'sigef' = 'yes'`)
  return c
}

/** A value of an enum as an SQL literal (never a parameter); anything else is refused. */
const enumLiteral = (values: readonly string[], value: string): SQL => {
  if (!values.includes(value)) throw new Error(`not one of the enum's values: ${value}`)
  return sql.raw(`'${value}'`)
}

/**
 * The search's own conditions (the scope's come on top); `v`: how values enter the statement (named after their
 * field, see Binding).
 */
export function filterConditions(f: PropertyFilters, text?: TextMatch, v: Bind = inline): SQL[] {
  const c: SQL[] = []
  if (f.userId !== undefined) c.push(eq(p.userId, v('userId', f.userId)))
  // Literals, as the scope's: a prepared statement's generic plan must still see which partial index applies.
  if (f.category) c.push(sql`${p.category} = ${enumLiteral(propertyCategories, f.category)}`)
  if (f.listing_type) c.push(sql`${p.listingType} in (${enumLiteral(listingTypes, f.listing_type)}, 'both')`)
  if (f.city !== undefined) {
    const town = towns.find((t) => t.slug === f.city)
    c.push(town ? eq(p.cityId, v('city', town.id)) : sql`false`)
  }
  if (f.price_min !== undefined) c.push(sql`${priceExpr} >= ${v('price_min', f.price_min)}`)
  if (f.price_max !== undefined) c.push(sql`${priceExpr} <= ${v('price_max', f.price_max)}`)
  if (f.area_min !== undefined) c.push(gte(p.squareMeters, v('area_min', f.area_min)))
  if (f.area_max !== undefined) c.push(lte(p.squareMeters, v('area_max', f.area_max)))
  if (f.bedrooms !== undefined) c.push(gte(p.bedroom, v('bedrooms', f.bedrooms)))
  if (f.bathrooms !== undefined) c.push(gte(p.bathroom, v('bathrooms', f.bathrooms)))
  if (f.garages !== undefined) c.push(gte(p.parkingSpace, v('garages', f.garages)))
  c.push(...ruralConditions(f, v))
  if (f.highlighted !== undefined) c.push(f.highlighted ? highlightedExpr : sql`not ${highlightedExpr}`)
  if (f.bbox) {
    const [minLng, minLat, maxLng, maxLat] = f.bbox
    c.push(sql`${pointExpr} <@ box(point(${minLng}, ${minLat}), point(${maxLng}, ${maxLat}))`)
  }
  if (text) c.push(text.where)
  return c
}
