import { getTableName, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { leads } from '../../db/schema'
import type { Db } from '../../db/client'
import { inIdOrderWithCovers } from '../media'
import { findCovers, type MediaLink } from '../listings'

/** Where a kind keeps its listings' page views (one running total a listing). */
export interface ViewTotals {
  table: PgTable
  listingId: AnyPgColumn
  total: AnyPgColumn
}

/**
 * The photos, page views and leads of each listing of a select, as subqueries. The listing's id is qualified by
 * hand: on a select of one table drizzle writes it bare, which inside the leads subquery would be leads.id.
 */
export function listingCounts(
  listing: PgTable,
  link: MediaLink,
  views: ViewTotals,
  leadListing: AnyPgColumn,
) {
  const id = sql`${sql.identifier(getTableName(listing))}.${sql.identifier('id')}`
  return {
    photos: sql<number>`(select count(*)::int from ${link.table} where ${link.listingId} = ${id})`,
    views: sql<number>`coalesce((select ${views.total} from ${views.table} where ${views.listingId} = ${id}), 0)::int`,
    leads: sql<number>`(select count(*)::int from ${leads} where ${leadListing} = ${id})`,
  }
}

/** The rows of a page in their order, each with its cover (null without a photo). */
export async function withCovers<R>(db: Db, link: MediaLink, rows: R[], idOf: (row: R) => number) {
  const ids = rows.map(idOf)
  const flat = rows.map((row) => ({ ...row, id: idOf(row) }))
  return inIdOrderWithCovers(ids, flat, ids.length ? await findCovers(db, link, ids) : [], 'listingId')
}
