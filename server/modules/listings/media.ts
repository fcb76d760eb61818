import { asc, desc, eq, inArray, is, sql, SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { media } from '../../db/schema'

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
      colour: media.colour,
      alt: link.alt ? sql<string | null>`${link.alt}` : noAlt,
    })
    .from(link.table)
    .innerJoin(media, eq(media.id, link.mediaId))
    .where(inArray(link.listingId, ids))
    .orderBy(asc(link.listingId), desc(link.isCover), asc(link.position), asc(link.mediaId))
}

/**
 * The page of a search whose match count is not known yet: `count`, the count's expression, and `ids`, an array
 * expression of the page's ids in order, which may read the count as `page_count.n`.
 */
export interface CountedPage {
  /** The search's matches up to the cap, when the count and the page read them: the CTE `page_m` (`id`). */
  matches?: SQL
  count: SQL
  ids: SQL
}

/** A page of listings: their ids in order, the query that chooses them in order, or a counted page. */
export type PageIds = readonly number[] | SQL | CountedPage

const isCounted = (ids: PageIds): ids is CountedPage => !Array.isArray(ids) && !is(ids, SQL)

/**
 * A page of cards read in one statement: `page` as the CTE `page_ids` (page_id, page_ord) — a query is run inside
 * the statement, not in a round trip of its own — and each listing's cover (is_cover first, else the lowest
 * position) as the subquery `cover`, one DISTINCT ON over the page's ids (a lateral subquery per card was five
 * times slower on PGlite). The kind's select joins both and orders by `page.ord`; see `coverOf`.
 */
export function pageWithCovers(db: Db, link: MediaLink, ids: PageIds) {
  // Unqualified, distinct names: Drizzle refers to a subquery's aliased expressions by their alias alone.
  const page = db
    .$with('page_ids', {
      id: sql<number>`page_id`.as('page_id'),
      ord: sql<number>`page_ord`.as('page_ord'),
      count: sql<number | null>`page_matches`.as('page_matches'),
    })
    .as(pageRows(ids))
  const cover = db
    .selectDistinctOn([link.listingId], {
      listingId: sql<number>`${link.listingId}`.as('cover_listing_id'),
      id: sql<number>`${media.id}`.as('cover_media_id'),
      hash: media.hash,
      width: media.width,
      height: media.height,
      colour: media.colour,
      alt: (link.alt ? sql<string | null>`${link.alt}` : noAlt).as('cover_alt'),
    })
    .from(link.table)
    .innerJoin(media, eq(media.id, link.mediaId))
    .where(sql`${link.listingId} in (select page_id from ${page})`)
    .orderBy(asc(link.listingId), desc(link.isCover), asc(link.position), asc(link.mediaId))
    .as('cover')
  return { page, cover }
}

/**
 * The page's ids with their rank (and, for a counted page, the match count on every row). `offset 0` keeps the
 * count a subquery of its own: pulled up, its expression was copied to each place that reads it, and run twice.
 */
function pageRows(ids: PageIds): SQL {
  if (isCounted(ids)) {
    const matches = ids.matches ? sql`with page_m as materialized (${ids.matches}) ` : sql``
    return sql`${matches}select id::int as page_id, ord::int as page_ord, page_count.n as page_matches
      from (select ${ids.count} as n offset 0) page_count, unnest(${ids.ids}) with ordinality as t(id, ord)`
  }
  const array = Array.isArray(ids)
    ? sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`
    : sql`array(${ids as SQL})`
  return sql`select id::int as page_id, ord::int as page_ord, null::int as page_matches
    from unnest(${array}) with ordinality as t(id, ord)`
}

/** The cover's fields for a select (null when the listing has no photo: the subquery is left-joined). */
export function coverOf(cover: ReturnType<typeof pageWithCovers>['cover']) {
  return {
    id: cover.id,
    hash: cover.hash,
    width: cover.width,
    height: cover.height,
    colour: cover.colour,
    alt: cover.alt,
  }
}

/** A listing's photos in gallery order. */
export function findImages(db: Db, link: MediaLink, listingId: number) {
  return db
    .select({
      id: media.id,
      hash: media.hash,
      width: media.width,
      height: media.height,
      colour: media.colour,
      alt: link.alt ? sql<string | null>`${link.alt}` : noAlt,
      isCover: sql<boolean>`${link.isCover}`,
    })
    .from(link.table)
    .innerJoin(media, eq(media.id, link.mediaId))
    .where(eq(link.listingId, listingId))
    .orderBy(asc(link.position), asc(link.mediaId))
}
