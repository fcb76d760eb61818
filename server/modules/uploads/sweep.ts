import { and, eq, gte, lt, or, sql } from 'drizzle-orm'
import { imageWidths } from '../../../src/domain/media'
import { originalKey, variantKey } from '../../adapters/storage/images'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { media, propertyMedia, uploadedMedia, users, vehicleBrands, vehicleMedia } from '../../db/schema'
import type { UploadStore } from './store'

// The daily clean-up of photo uploads: a picture no listing took within a day of its upload is removed, row and
// files (unless something else shows the same picture: a listing, a brand, an avatar), and the raw bytes of a
// finished upload are dropped once the stored image is the lasting copy.

/** A finished upload is kept this long waiting for a listing to take it. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000

export interface SweepDeps {
  db: Db
  storage: Storage
  store: UploadStore
}

const inUse = (mediaId: number) => sql`(
  exists (select 1 from ${propertyMedia} where ${propertyMedia.mediaId} = ${mediaId})
  or exists (select 1 from ${vehicleMedia} where ${vehicleMedia.mediaId} = ${mediaId})
  or exists (select 1 from ${vehicleBrands} where ${vehicleBrands.imageMediaId} = ${mediaId})
  or exists (select 1 from ${uploadedMedia} where ${uploadedMedia.mediaId} = ${mediaId})
  or exists (select 1 from ${users} u, ${media} m where m.id = ${mediaId}
    and u.avatar::text like '%' || m.hash || '%'))`

const attached = sql`(
  exists (select 1 from ${propertyMedia} where ${propertyMedia.mediaId} = ${uploadedMedia.mediaId})
  or exists (select 1 from ${vehicleMedia} where ${vehicleMedia.mediaId} = ${uploadedMedia.mediaId}))`

/** Removes what `now` makes stale; answers how many pictures were removed. */
export async function sweepUnusedUploads(deps: SweepDeps, now = new Date()): Promise<{ removed: number }> {
  const { db, storage, store } = deps
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS)
  const stale = await db
    .select({
      uploadId: uploadedMedia.uploadId,
      mediaId: uploadedMedia.mediaId,
      taken: sql<boolean>`${attached}`,
    })
    .from(uploadedMedia)
    // Pictures in use are looked at for a week after their day (their raw bytes), not on every run forever.
    .where(
      and(
        lt(uploadedMedia.createdAt, cutoff),
        or(
          sql`not ${attached}`,
          gte(uploadedMedia.createdAt, new Date(cutoff.getTime() - 7 * UNATTACHED_UPLOAD_TTL_MS)),
        ),
      ),
    )
  let removed = 0
  for (const row of stale) {
    // The raw bytes of the upload: the stored image is the copy that lasts.
    await store.remove(row.uploadId).catch(() => undefined)
    if (row.taken) continue
    await db.delete(uploadedMedia).where(eq(uploadedMedia.uploadId, row.uploadId))
    const [gone] = await db
      .delete(media)
      .where(and(eq(media.id, row.mediaId), sql`not ${inUse(row.mediaId)}`))
      .returning({ hash: media.hash, mime: media.mime })
    if (!gone) continue
    const format = gone.mime === 'image/png' ? 'png' : gone.mime === 'image/webp' ? 'webp' : 'jpg'
    // The AVIF twins too: the media route encodes them on first request (server/modules/media/avif.ts).
    const keys = [
      originalKey(gone.hash, format),
      ...imageWidths.flatMap((w) => [
        variantKey(gone.hash, w),
        variantKey(gone.hash, w).replace(/\.webp$/, '.avif'),
      ]),
    ]
    for (const key of new Set(keys)) await storage.remove(key)
    removed += 1
  }
  return { removed }
}
