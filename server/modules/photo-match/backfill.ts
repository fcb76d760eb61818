import { buffer } from 'node:stream/consumers'
import { asc, eq, gt, isNull, and } from 'drizzle-orm'
import { dhash } from '../../adapters/storage/dhash'
import { originalKey, type ImageFormat } from '../../adapters/storage/images'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { media } from '../../db/schema'

const formatOf: Record<string, ImageFormat> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/**
 * Hashes the pictures stored before hashing existed, a batch at a time (one picture decoded at once), so that a
 * server starting on an older database answers at once and catches up behind. A picture whose original is gone or
 * unreadable is skipped (left null; it matches nothing). Answers how many it hashed.
 */
export async function backfillPhotoHashes(db: Db, storage: Storage, batch = 100): Promise<number> {
  let after = 0
  let done = 0
  for (;;) {
    const rows = await db
      .select({ id: media.id, hash: media.hash, mime: media.mime })
      .from(media)
      .where(and(isNull(media.dhash), gt(media.id, after)))
      .orderBy(asc(media.id))
      .limit(batch)
    if (rows.length === 0) return done
    for (const row of rows) {
      after = row.id
      const format = formatOf[row.mime]
      const stored = format ? await storage.get(originalKey(row.hash, format)) : null
      if (!stored) continue
      const value = await dhash(await buffer(stored.body)).catch(() => null)
      if (value === null) continue
      await db
        .update(media)
        .set({ dhash: value })
        .where(and(eq(media.id, row.id), isNull(media.dhash)))
      done++
    }
  }
}
