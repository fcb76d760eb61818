import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  media,
  properties as p,
  propertyMedia,
  propertyPageViews,
  propertyViewTotals,
  users,
} from '../../db/schema'
import { inIdOrderWithCovers } from '../media/covers'
import { highlightedExpr, priceExpr, publicProperty } from './filters'

/**
 * The cover of each listing: is_cover first, else the lowest position. One DISTINCT ON over the page's ids, not a
 * lateral subquery per card (on PGlite that was five times slower).
 */
export function findPropertyCovers(db: Db, ids: number[]) {
  return db
    .selectDistinctOn([propertyMedia.propertyId], {
      propertyId: propertyMedia.propertyId,
      id: media.id,
      hash: media.hash,
      width: media.width,
      height: media.height,
      alt: propertyMedia.alt,
    })
    .from(propertyMedia)
    .innerJoin(media, eq(media.id, propertyMedia.mediaId))
    .where(inArray(propertyMedia.propertyId, ids))
    .orderBy(
      asc(propertyMedia.propertyId),
      desc(propertyMedia.isCover),
      asc(propertyMedia.position),
      asc(propertyMedia.mediaId),
    )
}

/** Summaries of `ids` with their cover, in the order of `ids`. */
export async function findSummaries(db: Db, ids: number[]) {
  if (ids.length === 0) return []
  const [rows, covers] = await Promise.all([
    db
      .select({
        id: p.id,
        name: p.name,
        category: p.category,
        listingType: p.listingType,
        price: priceExpr,
        rentalPeriod: p.rentalPeriod,
        bedroom: p.bedroom,
        bathroom: p.bathroom,
        parkingSpace: p.parkingSpace,
        squareMeters: p.squareMeters,
        cityId: p.cityId,
        neighborhood: p.neighborhood,
        highlighted: highlightedExpr,
        createdAt: p.createdAt,
      })
      .from(p)
      .where(inArray(p.id, ids)),
    findPropertyCovers(db, ids),
  ])
  return inIdOrderWithCovers(ids, rows, covers, 'propertyId')
}
export type PropertyRow = Awaited<ReturnType<typeof findSummaries>>[number]

/** Every column but the full-text document (large, and for the database only). */
const { searchVector: _searchVector, ...propertyColumns } = getTableColumns(p)

export async function findPublicProperty(db: Db, id: number) {
  const [row] = await db
    .select({ property: propertyColumns, price: priceExpr, highlighted: highlightedExpr })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(eq(p.id, id), ...publicProperty()))
  return row ?? null
}

export function findPropertyImages(db: Db, propertyId: number) {
  return db
    .select({
      id: media.id,
      hash: media.hash,
      width: media.width,
      height: media.height,
      alt: propertyMedia.alt,
      isCover: propertyMedia.isCover,
    })
    .from(propertyMedia)
    .innerJoin(media, eq(media.id, propertyMedia.mediaId))
    .where(eq(propertyMedia.propertyId, propertyId))
    .orderBy(asc(propertyMedia.position), asc(propertyMedia.mediaId))
}

/** Days are counted on the database's calendar, the same one the view recorder writes with. */
export async function findPropertyViews(db: Db, propertyId: number) {
  const [[daily], [running]] = await Promise.all([
    db
      .select({
        recorded: sql<number>`count(*)::int`,
        today: sql<number>`(count(*) filter (where ${propertyPageViews.day} = current_date))::int`,
        week: sql<number>`(count(*) filter (where ${propertyPageViews.day} > current_date - 7))::int`,
        last15: sql<number>`(count(*) filter (where ${propertyPageViews.day} > current_date - 15))::int`,
      })
      .from(propertyPageViews)
      .where(eq(propertyPageViews.propertyId, propertyId)),
    db
      .select({ total: propertyViewTotals.total })
      .from(propertyViewTotals)
      .where(eq(propertyViewTotals.propertyId, propertyId)),
  ])
  // Daily rows may be pruned after 15 days while the running total may lag a write: show the larger.
  return {
    total: Math.max(Number(running?.total ?? 0), Number(daily?.recorded ?? 0)),
    today: Number(daily?.today ?? 0),
    week: Number(daily?.week ?? 0),
    last_15_days: Number(daily?.last15 ?? 0),
  }
}
