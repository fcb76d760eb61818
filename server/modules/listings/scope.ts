import { ne, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { users } from '../../db/schema'
import type { SearchDeps } from '../search'

/** A kind's table as the public reads see it. */
export interface ListingTable {
  table: PgTable
  id: AnyPgColumn
  userId: AnyPgColumn
  status: AnyPgColumn
  deletedAt: AnyPgColumn
  /** The status the public may see ('active' properties, 'published' vehicles). */
  publicStatus: string
}

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

/**
 * The public may see a listing only while it has the public status, is not archived, and its advertiser is
 * active. Literals, not parameters: the planner must see them to use the partial indexes (WHERE status = 'active'
 * and deleted_at is null). `joinAdvertiser`: a filter reads the advertiser's row (the vehicles' seller type).
 */
export function publicScope(t: ListingTable, hidden: number[] | null, joinAdvertiser = false): Scope {
  const own = [sql`${t.status} = ${sql.raw(`'${t.publicStatus}'`)}`, sql`${t.deletedAt} is null`]
  if (hidden === null || joinAdvertiser) {
    return {
      from: sql`${t.table} inner join ${users} on ${users.id} = ${t.userId}`,
      where: [...own, sql`${users.status} = 'active'`],
    }
  }
  const notHidden = hidden.length
    ? [
        sql`${t.userId} not in (${sql.join(
          hidden.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ]
    : []
  return { from: sql`${t.table}`, where: [...own, ...notHidden] }
}

/**
 * The public listings for a search: the advertisers who are not active are left out by a subquery the database
 * runs once per statement (an InitPlan into an array, `users_inactive_idx`), so a search needs no round trip, nor
 * a cache, to know them, and a count still reads one index only. `joinAdvertiser`: a filter reads the advertiser's
 * row (the vehicles' seller type).
 */
export function searchScope(t: ListingTable, joinAdvertiser = false): Scope {
  if (joinAdvertiser) return publicScope(t, null, true)
  return {
    from: sql`${t.table}`,
    where: [
      sql`${t.status} = ${sql.raw(`'${t.publicStatus}'`)}`,
      sql`${t.deletedAt} is null`,
      sql`${t.userId} <> all (array(select ${users.id} from ${users} where ${users.status} <> 'active'))`,
    ],
  }
}

/** The same rule as conditions over the listing joined with its advertiser (detail pages, sitemap). */
export const publicConditions = (t: ListingTable): SQL[] => [
  sql`${t.status} = ${sql.raw(`'${t.publicStatus}'`)}`,
  sql`${t.deletedAt} is null`,
  sql`${users.status} = 'active'`,
]
