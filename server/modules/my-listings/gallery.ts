import { eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Image } from '../../../src/domain/media'
import { toImage, type MediaRow } from '../../http/public-read'
import { galleryOf } from '../listings'
import type { MediaLink } from '../listings'
import type { Tx } from './deps'

/** One photo of a listing's gallery as its kind's link table stores it. */
export interface GalleryPlace {
  listingId: number
  mediaId: number
  position: number
  isCover: boolean
  alt: string | null
}

/** A kind's link table between listings and photos, and how one of its rows is written. */
export interface GalleryTable<T extends PgTable = PgTable> {
  link: MediaLink & { table: T }
  row: (place: GalleryPlace) => T['$inferInsert']
}

/** Replaces the gallery: positions in order, one cover; kept photos keep their alt text where the kind has one. */
export async function replaceGallery<T extends PgTable>(
  db: Tx,
  gallery: GalleryTable<T>,
  listingId: number,
  mediaIds: number[],
  coverIndex: number,
  alts: ReadonlyMap<number, string | null> = new Map(),
): Promise<void> {
  const { link, row } = gallery
  await db.delete(link.table).where(eq(link.listingId, listingId))
  if (mediaIds.length === 0) return
  const rows = mediaIds.map((mediaId, position) =>
    row({ listingId, mediaId, position, isCover: position === coverIndex, alt: alts.get(mediaId) ?? null }),
  )
  await db.insert(link.table).values(rows)
}

type CoverRow = (Omit<MediaRow, 'id'> & { id: number | null; alt: string | null }) | null

/** A list card's cover (null when the listing has no photo); `alt` names it where the kind names its photos. */
export function coverImage(cover: CoverRow, alt?: string): Image | null {
  return cover?.id != null ? toImage({ ...cover, id: cover.id }, alt ?? cover.alt) : null
}

/** What a listing's detail shows of its photos: the gallery in order, its cover, and how many. */
export function mediaAttributes(images: Parameters<typeof galleryOf>[0], alt?: string) {
  const { gallery, coverIndex, cover } = galleryOf(images, alt)
  return { cover, photos_count: gallery.length, images: gallery, cover_index: coverIndex }
}
