import { and, sql } from 'drizzle-orm'
import { PROPERTY_MAP_LIMIT, type PropertyMap, type PropertyMapQuery } from '../../../src/domain/property'
import type { PropertyCategory } from '../../../src/domain/enums'
import { properties as p } from '../../db/schema'
import { cacheKey, type SearchDeps } from '../search'
import { selectRows } from '../search'
import { normaliseQ } from '../search'
import { hiddenAdvertisers } from '../listings'
import { filterConditions, highlightedExpr, priceExpr, publicScope } from './filters'
import { propertyText } from './search'

interface PointRow {
  id: number
  lat: number
  lng: number
  exact: boolean
  price: number | null
  category: PropertyCategory
}

/**
 * Every matching listing with a position, as a compact point for client-side clustering (supercluster). Past
 * PROPERTY_MAP_LIMIT, the highlighted and newest are kept and `truncated` says so (zoom in to see the rest).
 */
export function propertyMap(deps: SearchDeps, query: PropertyMapQuery): Promise<PropertyMap> {
  const { db } = deps
  const s = { ...query, q: normaliseQ(query.q)?.toLowerCase() }
  return deps.searchCache.get(cacheKey('properties:map', s), async () => {
    const [text, hidden] = await Promise.all([propertyText(db, s.q), hiddenAdvertisers(deps)])
    const scope = publicScope(hidden)
    const cond = and(
      ...scope.where,
      ...filterConditions(s, text),
      sql`${p.mapLat} is not null and ${p.mapLng} is not null`,
    )
    const rows = await selectRows<PointRow>(
      db,
      sql`select ${p.id} as id, ${p.mapLat} as lat, ${p.mapLng} as lng, ${p.addressPrivacy} = 'exact' as exact, ${priceExpr} as price,
            ${p.category} as category
          from ${scope.from} where ${cond}
          order by ${highlightedExpr} desc, ${p.createdAt} desc, ${p.id} desc limit ${PROPERTY_MAP_LIMIT + 1}`,
    )
    const truncated = rows.length > PROPERTY_MAP_LIMIT
    const total = truncated
      ? Number(
          (
            await selectRows<{ n: number }>(
              db,
              sql`select count(*)::int as n from ${scope.from} where ${cond}`,
            )
          )[0]?.n,
        )
      : rows.length
    return {
      data: rows.slice(0, PROPERTY_MAP_LIMIT).map((r) => ({
        id: String(r.id),
        // The database's public point, blurred to the advertiser's privacy level.
        lat: r.lat,
        lng: r.lng,
        price: r.price === null ? null : Number(r.price),
        category: r.category,
        approximate: !r.exact,
      })),
      meta: { total, truncated },
    }
  })
}
