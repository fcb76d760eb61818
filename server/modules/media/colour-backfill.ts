import { buffer } from 'node:stream/consumers'
import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import { dominantColour } from '../../adapters/storage/dominant-colour'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { media } from '../../db/schema'

/**
 * Colours the pictures stored before their dominant colour was kept, a batch at a time, from their smallest
 * variant (a few KB to decode), so a server starting on an older database answers at once and catches up behind.
 * A picture whose variant is gone or unreadable stays null (its placeholder is then the page's neutral grey).
 * Answers how many it coloured.
 */
export async function backfillColours(db: Db, storage: Storage, batch = 200): Promise<number> {
  let after = 0
  let done = 0
  for (;;) {
    const rows = await db
      .select({ id: media.id, hash: media.hash })
      .from(media)
      .where(and(isNull(media.colour), gt(media.id, after)))
      .orderBy(asc(media.id))
      .limit(batch)
    if (rows.length === 0) return done
    for (const row of rows) {
      after = row.id
      const stored = await storage.get(`${row.hash}/320.webp`)
      if (!stored) continue
      const colour = await dominantColour(await buffer(stored.body)).catch(() => null)
      if (colour === null) continue
      await db
        .update(media)
        .set({ colour })
        .where(and(eq(media.id, row.id), isNull(media.colour)))
      done++
    }
  }
}
