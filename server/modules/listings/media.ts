import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { media } from '../../db/schema'
import { inIdOrderWithCovers } from '../media/covers'

/** A kind's link table between listings and their photos (property_media, vehicle_media). */
export interface MediaLink {
  table: PgTable
  listingId: AnyPgColumn<{ data: number }>
  mediaId: AnyPgColumn<{ data: number }>
  isCover: AnyPgColumn<{ data: boolean }>
  position: AnyPgColumn<{ data: number }>
  /** The photo's own description, where the kind stores one (vehicles name theirs after brand, model and year). */
  alt?: AnyPgColumn<{ data: string | null }>
}

const noAlt: SQL<string | null> = sql`null`

/**
 * The cover of each listing: is_cover first, else the lowest position. One DISTINCT ON over the page's ids, not a
 * lateral subquery per card (on PGlite that was five times slower).
 */
export function findCovers(db: Db, link: MediaLink, ids: number[]) {
  return db
    .selectDistinctOn([link.listingId], {
      listingId: sql<number>`${link.listingId}`,
      id: media.id,
      hash: media.hash,
      width: media.width,
      height: media.height,
      alt: link.alt ? sql<string | null>`${link.alt}` : noAlt,
    })
    .from(link.table)
    .innerJoin(media, eq(media.id, link.mediaId))
    .where(inArray(link.listingId, ids))
    .orderBy(asc(link.listingId), desc(link.isCover), asc(link.position), asc(link.mediaId))
}

/** Rows of `ids` (however the kind reads them) with their cover, in the order of `ids`. */
export async function withCovers<R extends { id: number }>(
  db: Db,
  link: MediaLink,
  ids: number[],
  rows: (ids: number[]) => Promise<R[]>,
) {
  if (ids.length === 0) return []
  const [found, covers] = await Promise.all([rows(ids), findCovers(db, link, ids)])
  return inIdOrderWithCovers(ids, found, covers, 'listingId')
}

/** A listing's photos in gallery order. */
export function findImages(db: Db, link: MediaLink, listingId: number) {
  return db
    .select({
      id: media.id,
      hash: media.hash,
      width: media.width,
      height: media.height,
      alt: link.alt ? sql<string | null>`${link.alt}` : noAlt,
      isCover: sql<boolean>`${link.isCover}`,
    })
    .from(link.table)
    .innerJoin(media, eq(media.id, link.mediaId))
    .where(eq(link.listingId, listingId))
    .orderBy(asc(link.position), asc(link.mediaId))
}
