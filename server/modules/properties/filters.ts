import { eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { PropertyApiSearch } from '../../../src/domain/property'
import { towns } from '../../../src/domain/region'
import { properties as p, users } from '../../db/schema'
import type { SearchDeps } from '../search/cache'
import type { TextMatch } from '../search/text'

/** 'Sob consulta' listings answer (and sort) as a null price whatever the stored number (a generated column). */
export const priceExpr = sql<number | null>`${p.searchPrice}`
/** A highlight counts until it expires; the time check keeps it out of any index (see the 'recent' page). */
export const highlightedExpr = sql<boolean>`(${p.highlighted} and (${p.highlightedUntil} is null or ${p.highlightedUntil} > now()))`
/** The point the GiST index (properties_point_idx) is built on. */
export const pointExpr = sql`point(${p.lng}, ${p.lat})`

export type PropertyFilters = Omit<PropertyApiSearch, 'page' | 'per_page' | 'sort' | 'near'> & {
  userId?: number
}

/**
 * The public may see a listing only while it is active, not archived, and its advertiser is active. Literals, not
 * parameters: the planner must see them to use the partial indexes (WHERE status = 'active' and deleted_at is null).
 */
export const publicProperty = (): SQL[] => [
  sql`${p.status} = 'active'`,
  sql`${p.deletedAt} is null`,
  sql`${users.status} = 'active'`,
]

/** The rows a search reads: public listings, with the advertiser check as a join or as a short list. */
export interface Scope {
  from: SQL
  where: SQL[]
}

const HIDDEN_LIST_MAX = 500

/**
 * Advertisers who are not active (suspended, inactive): few, so excluding their ids beats a join per row (a count
 * then reads one index only; on PGlite the join alone cost more than the scan). Null when there are too many.
 */
export function hiddenAdvertisers({ db, searchCache }: SearchDeps): Promise<number[] | null> {
  return searchCache.get(
    'hidden-advertisers',
    async () => {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(ne(users.status, 'active'))
        .limit(HIDDEN_LIST_MAX + 1)
      return rows.length > HIDDEN_LIST_MAX ? null : rows.map((r) => r.id)
    },
    { lasting: true },
  )
}

export function publicScope(hidden: number[] | null): Scope {
  const own = [sql`${p.status} = 'active'`, sql`${p.deletedAt} is null`]
  if (hidden === null) {
    return {
      from: sql`${p} inner join ${users} on ${users.id} = ${p.userId}`,
      where: [...own, sql`${users.status} = 'active'`],
    }
  }
  const notHidden = hidden.length
    ? [
        sql`${p.userId} not in (${sql.join(
          hidden.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ]
    : []
  return { from: sql`${p}`, where: [...own, ...notHidden] }
}

/** The search's own conditions (the scope's come on top). */
export function filterConditions(f: PropertyFilters, text?: TextMatch): SQL[] {
  const c: SQL[] = []
  if (f.userId !== undefined) c.push(eq(p.userId, f.userId))
  if (f.category) c.push(eq(p.category, f.category))
  if (f.listing_type) c.push(inArray(p.listingType, [f.listing_type, 'both']))
  if (f.city !== undefined) {
    const town = towns.find((t) => t.slug === f.city)
    c.push(town ? eq(p.cityId, town.id) : sql`false`)
  }
  if (f.price_min !== undefined) c.push(sql`${priceExpr} >= ${f.price_min}`)
  if (f.price_max !== undefined) c.push(sql`${priceExpr} <= ${f.price_max}`)
  if (f.area_min !== undefined) c.push(gte(p.squareMeters, f.area_min))
  if (f.area_max !== undefined) c.push(lte(p.squareMeters, f.area_max))
  if (f.bedrooms !== undefined) c.push(gte(p.bedroom, f.bedrooms))
  if (f.bathrooms !== undefined) c.push(gte(p.bathroom, f.bathrooms))
  if (f.garages !== undefined) c.push(gte(p.parkingSpace, f.garages))
  if (f.highlighted !== undefined) c.push(f.highlighted ? highlightedExpr : sql`not ${highlightedExpr}`)
  if (f.bbox) {
    const [minLng, minLat, maxLng, maxLat] = f.bbox
    c.push(sql`${pointExpr} <@ box(point(${minLng}, ${minLat}), point(${maxLng}, ${maxLat}))`)
  }
  if (text) c.push(text.where)
  return c
}
