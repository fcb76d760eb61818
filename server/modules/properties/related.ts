import { and, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { properties as p } from '../../db/schema'
import { relatedListings, type ChooseRelated } from '../listings'
import type { Scope } from '../listings'
import { selectRows } from '../search'
import { pointExpr, priceExpr } from './filters'
import { propertyKind } from './search'

// The detail page's blocks: "nearby" (same town, closest first) and "others you may like" (same category and
// deal, similar price). Null when the listing itself is not public (the routes answer 404).

interface Base {
  id: number
  cityId: number
  category: string
  listingType: string
  price: number | null
  lat: number | null
  lng: number | null
}

async function findBase(db: Db, scope: Scope, id: number): Promise<Base | null> {
  const [row] = await selectRows<Base>(
    db,
    sql`select ${p.id} as "id", ${p.cityId} as "cityId", ${p.category} as "category",
          ${p.listingType} as "listingType", ${priceExpr} as "price", ${p.mapLat} as "lat", ${p.mapLng} as "lng"
        from ${scope.from} where ${and(sql`${p.id} = ${id}`, ...scope.where)}`,
  )
  return row ?? null
}

async function pick(db: Db, scope: Scope, where: SQL[], order: SQL, limit: number): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select ${p.id} as id from ${scope.from} where ${and(...scope.where, ...where)} order by ${order} limit ${limit}`,
  )
  return rows.map((r) => Number(r.id))
}

type Related = (db: Db, scope: Scope, base: Base, limit: number) => Promise<number[]>

const nearby: Related = (db, scope, base, limit) =>
  pick(
    db,
    scope,
    [sql`${p.cityId} = ${base.cityId}`, ne(p.id, base.id)],
    base.lat === null || base.lng === null
      ? sql`${p.createdAt} desc, ${p.id} desc`
      : sql`${pointExpr} <-> point(${base.lng}, ${base.lat}), ${p.id} desc`,
    limit,
  )

const similar: Related = async (db, scope, base, limit) => {
  const same = [
    sql`${p.category} = ${base.category}`,
    ne(p.id, base.id),
    ...(base.listingType === 'both' ? [] : [sql`${p.listingType} in (${base.listingType}, 'both')`]),
  ]
  const sameTownFirst = sql`(${p.cityId} = ${base.cityId}) desc`
  if (base.price === null)
    return pick(db, scope, same, sql`${sameTownFirst}, ${p.createdAt} desc, ${p.id} desc`, limit)
  // A price window keeps the sort to a few rows (the price index), the closest price first.
  const near = await pick(
    db,
    scope,
    [...same, sql`${priceExpr} between ${Math.floor(base.price * 0.6)} and ${Math.ceil(base.price * 1.6)}`],
    sql`abs(${priceExpr} - ${base.price}), ${sameTownFirst}, ${p.id} desc`,
    limit,
  )
  if (near.length >= limit) return near
  const more = await pick(
    db,
    scope,
    near.length
      ? [
          ...same,
          sql`${p.id} not in (${sql.join(
            near.map((n) => sql`${n}`),
            sql`, `,
          )})`,
        ]
      : same,
    sql`${sameTownFirst}, ${p.createdAt} desc, ${p.id} desc`,
    limit - near.length,
  )
  return [...near, ...more]
}

/** Finds the listing's own row, then its related ones; null when it is not public. */
const withBase =
  (choose: Related): ChooseRelated =>
  async (db, scope, id, limit) => {
    const base = await findBase(db, scope, id)
    return base && choose(db, scope, base, limit)
  }

export const nearbyProperties = relatedListings(propertyKind, 'nearby', withBase(nearby))
export const similarProperties = relatedListings(propertyKind, 'similar', withBase(similar))
