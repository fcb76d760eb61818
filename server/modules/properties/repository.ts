import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { properties as p, propertyMedia, propertyPageViews, propertyViewTotals, users } from '../../db/schema'
import {
  coverOf,
  findImages,
  pageWithCovers,
  recentDropPercent,
  type MediaLink,
  type PageIds,
} from '../listings'
import { preparedSelect, type StatementShape } from '../search'
import { documentedListing, verifiedAdvertiser } from '../trust'
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

/** The cards' query: summaries of `ids` with their cover, in the order of `ids`. */
function summariesQuery(db: Db, ids: PageIds) {
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
      areaHa: p.areaHa,
      cityId: p.cityId,
      // The neighbourhood the privacy level lets the public read.
      neighborhood: p.publicNeighborhood,
      highlighted: highlightedExpr,
      createdAt: p.createdAt,
      priceDropPercent: recentDropPercent(p),
      advertiserVerified: verifiedAdvertiser(p.userId),
      cover: coverOf(cover),
      matchCount: page.count,
    })
    .from(page)
    .innerJoin(p, eq(p.id, page.id))
    .leftJoin(cover, eq(cover.listingId, p.id))
    .orderBy(asc(page.ord))
}

/**
 * Summaries of `ids` with their cover, in the order of `ids` (`prepare`: as a prepared statement on PostgreSQL,
 * or one written once per shape).
 */
export const findSummaries = (db: Db, ids: PageIds, prepare: boolean | StatementShape = false) =>
  preparedSelect(db, () => summariesQuery(db, ids), prepare)
export type PropertyRow = Awaited<ReturnType<typeof summariesQuery>>[number]

/** Every column but the full-text document (large, and for the database only). */
const { searchVector: _searchVector, ...propertyColumns } = getTableColumns(p)

export async function findPublicProperty(db: Db, id: number) {
  const [row] = await db
    .select({
      property: propertyColumns,
      price: priceExpr,
      highlighted: highlightedExpr,
      advertiserVerified: verifiedAdvertiser(p.userId),
      documented: documentedListing('property', p.id),
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(eq(p.id, id), ...publicProperty()))
  return row ?? null
}

export const findPropertyImages = (db: Db, propertyId: number) =>
  findImages(db, propertyMediaLink, propertyId)

/**
 * Days are counted on the database's calendar, the same one the view recorder writes with. One statement that
 * reads the last 15 days' rows only (the primary key's range: property, then day), so a listing that has collected
 * views for years costs what a new one does; the total is the running counter's.
 */
export async function findPropertyViews(db: Db, propertyId: number) {
  const v = propertyPageViews
  const [row] = await db
    .select({
      running: sql<
        number | null
      >`(select ${propertyViewTotals.total} from ${propertyViewTotals} where ${eq(propertyViewTotals.propertyId, propertyId)})`,
      today: sql<number>`(count(*) filter (where ${v.day} = current_date))::int`,
      week: sql<number>`(count(*) filter (where ${v.day} > current_date - 7))::int`,
      last15: sql<number>`count(*)::int`,
    })
    .from(v)
    .where(and(eq(v.propertyId, propertyId), sql`${v.day} > current_date - 15`))
  // The running total may lag a write of the daily rows: show the larger.
  return {
    total: Math.max(Number(row?.running ?? 0), Number(row?.last15 ?? 0)),
    today: Number(row?.today ?? 0),
    week: Number(row?.week ?? 0),
    last_15_days: Number(row?.last15 ?? 0),
  }
}
