import { and, sql, type SQL } from 'drizzle-orm'
import type { PropertySort } from '../../../src/domain/property'
import type { Db } from '../../db/client'
import { properties as p } from '../../db/schema'
import { selectRows } from '../search/rows'
import { highlightedExpr, pointExpr, priceExpr, type Scope } from './filters'

// Choosing a page of a search. Two plans, picked with the match count the page needs anyway:
// - few matches: gather them all (the filters' indexes) and sort; an index-ordered scan could read every public
//   row before finding 24 that match (e.g. land with 2 bedrooms: none);
// - many matches: walk the index of the order and stop after offset + limit hits (they are dense).

export type PageOrder =
  { kind: PropertySort } | { kind: 'relevance'; rank: SQL } | { kind: 'distance'; lat: number; lng: number }

/** Up to this many matches are gathered and sorted; beyond, relevance ranks too many rows and yields to 'recent'. */
const GATHER_MAX = 2000

export async function countProperties(db: Db, scope: Scope, where: SQL[]): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${scope.from} where ${and(...scope.where, ...where)}`,
  )
  return Number(row?.n ?? 0)
}

/** The sort keys of an order; each indexed (server/db/schema/properties.ts) but relevance. */
function sortKeys(order: PageOrder): { expr: SQL; dir: string }[] {
  const id = { expr: sql`${p.id}`, dir: 'desc' }
  switch (order.kind) {
    case 'price_asc':
      return [{ expr: priceExpr, dir: 'asc nulls last' }, id]
    case 'price_desc':
      return [{ expr: priceExpr, dir: 'desc nulls last' }, id]
    case 'area_desc':
      return [{ expr: sql`${p.squareMeters}`, dir: 'desc nulls last' }, id]
    case 'relevance':
      return [{ expr: order.rank, dir: 'desc' }, { expr: sql`${p.createdAt}`, dir: 'desc' }, id]
    case 'distance':
      return [{ expr: sql`${pointExpr} <-> point(${order.lng}, ${order.lat})`, dir: 'asc' }, id]
    case 'recent':
      return [{ expr: highlightedExpr, dir: 'desc' }, { expr: sql`${p.createdAt}`, dir: 'desc' }, id]
  }
}

const ids = (rows: { id: number }[]) => rows.map((r) => Number(r.id))

/** The ids of one page, in order; `total` is the search's match count. */
export async function findPageIds(
  db: Db,
  scope: Scope,
  where: SQL[],
  order: PageOrder,
  page: { limit: number; offset: number; total: number },
): Promise<number[]> {
  const { limit, offset, total } = page
  if (offset >= total) return []
  const cond = and(...scope.where, ...where)
  const from = scope.from
  if (total <= GATHER_MAX) {
    const keys = sortKeys(order)
    const columns = keys.map((k, i) => sql`${k.expr} as k${sql.raw(String(i))}`)
    const orderBy = keys.map((k, i) => sql.raw(`k${i} ${k.dir}`))
    // Materialised: the planner must not push the order into an index scan (the case this plan avoids).
    return ids(
      await selectRows(
        db,
        sql`with m as materialized (select ${p.id} as id, ${sql.join(columns, sql`, `)} from ${from} where ${cond})
            select id from m order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`,
      ),
    )
  }
  if (order.kind === 'recent' || order.kind === 'relevance') return recentPage(db, from, cond, limit, offset)
  const orderBy = sortKeys(order).map((k) => sql`${k.expr} ${sql.raw(k.dir)}`)
  return ids(
    await selectRows(
      db,
      sql`select ${p.id} as id from ${from} where ${cond}
          order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`,
    ),
  )
}

/**
 * 'recent' lists current highlights first. A highlight expires with time, so no index holds that order: the page
 * merges two index-ordered scans (highlighted, then the rest), each stopped after offset + limit rows.
 */
async function recentPage(
  db: Db,
  from: SQL,
  cond: SQL | undefined,
  limit: number,
  offset: number,
): Promise<number[]> {
  const part = (highlighted: boolean) => sql`(
    select ${p.id} as id, ${p.createdAt} as created_at, ${sql.raw(String(highlighted))} as hl from ${from}
    where ${cond} and ${highlighted ? sql`${p.highlighted} and ${highlightedExpr}` : sql`not ${highlightedExpr}`}
    order by ${p.createdAt} desc, ${p.id} desc limit ${offset + limit})`
  return ids(
    await selectRows(
      db,
      sql`select id from (${part(true)} union all ${part(false)}) page
          order by hl desc, created_at desc, id desc limit ${limit} offset ${offset}`,
    ),
  )
}
