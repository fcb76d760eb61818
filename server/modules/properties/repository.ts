import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { properties as p, propertyMedia, propertyPageViews, propertyViewTotals, users } from '../../db/schema'
import { coverOf, findImages, pageWithCovers, type MediaLink, type PageIds } from '../listings'
import { highlightedExpr, priceExpr, publicProperty } from './filters'

/** How properties link to their photos (each with its own description). */
export const propertyMediaLink: MediaLink = {
  table: propertyMedia,
  listingId: propertyMedia.propertyId,
  mediaId: propertyMedia.mediaId,
  isCover: propertyMedia.isCover,
  position: propertyMedia.position,
  alt: propertyMedia.alt,
}

/** Summaries of `ids` with their cover, in the order of `ids`. */
export function findSummaries(db: Db, ids: PageIds) {
  const { page, cover } = pageWithCovers(db, propertyMediaLink, ids)
  return db
    .with(page)
    .select({
      id: p.id,
      name: p.name,
      category: p.category,
      listingType: p.listingType,
      price: priceExpr,
      rentalPeriod: p.rentalPeriod,
      rentPrice: p.rentPrice,
      bedroom: p.bedroom,
      bathroom: p.bathroom,
      parkingSpace: p.parkingSpace,
      squareMeters: p.squareMeters,
      cityId: p.cityId,
      neighborhood: p.neighborhood,
      highlighted: highlightedExpr,
      createdAt: p.createdAt,
      cover: coverOf(cover),
    })
    .from(page)
    .innerJoin(p, eq(p.id, page.id))
    .leftJoin(cover, eq(cover.listingId, p.id))
    .orderBy(asc(page.ord))
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

export const findPropertyImages = (db: Db, propertyId: number) =>
  findImages(db, propertyMediaLink, propertyId)

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
