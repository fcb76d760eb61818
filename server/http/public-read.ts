import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import type { PaginationMeta } from '../../src/domain/api'
import type { Image } from '../../src/domain/media'
import { townById } from '../../src/domain/region'
import { mediaBase } from '../adapters/storage/images'

/** Content-addressed files (hashed build assets, media variants): their URL changes when they do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Shared caches may keep anonymous reads briefly; listings change rarely within a minute. */
export function publicCache(reply: FastifyReply, maxAgeSeconds = 30): FastifyReply {
  return reply.header(
    'cache-control',
    `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`,
  )
}

/** Ids stay strings in the schema so a malformed one is a 404, like an unknown one, rather than a 422. */
export const idParamsSchema = z.object({ id: z.string().describe('Identificador numérico') })

const MAX_INT4 = 2_147_483_647

/** A path id as the integer primary key, or null (non-numeric or out of range ids are simply "not found"). */
export function parseId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= MAX_INT4 ? id : null
}

export function pageMeta(page: number, perPage: number, total: number): PaginationMeta {
  return { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) }
}

/**
 * A search's meta when its count may stop at a cap (`capped`: "more than `total`"): the pages then go on as long
 * as they are full, one past the current page at a time.
 */
export function cappedPageMeta(
  page: number,
  perPage: number,
  count: { total: number; capped: boolean },
  onPage: number,
): PaginationMeta {
  if (!count.capped) return pageMeta(page, perPage, count.total)
  const pages = Math.max(Math.ceil(count.total / perPage), onPage === perPage ? page + 1 : page)
  return { page, per_page: perPage, total: count.total, total_pages: pages, total_capped: true }
}

export interface MediaRow {
  id: number
  hash: string
  width: number
  height: number
  /** The dominant colour, where the query read it. */
  colour?: string | null
}

export function toImage(row: MediaRow, alt: string | null = null): Image {
  const image: Image = {
    id: String(row.id),
    base: mediaBase(row.hash),
    width: row.width,
    height: row.height,
    alt,
  }
  return row.colour ? { ...image, colour: row.colour } : image
}

/** Listing rows store the IBGE town id; the API answers its name and URL slug. */
export function townOf(cityId: number): { city: string; city_slug: string } {
  const town = townById(cityId)
  return { city: town?.name ?? '', city_slug: town?.slug ?? String(cityId) }
}
