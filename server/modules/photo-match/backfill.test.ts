import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dhash, hammingDistance } from '../../adapters/storage/dhash'
import { createStorage } from '../../adapters/storage/from-config'
import { saveImage } from '../../adapters/storage/images'
import { photoLike } from '../../db/seed/images/photo-like'
import { media, mediaDhashBands } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { backfillPhotoHashes } from './backfill'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('the photo hash backfill', () => {
  it('hashes pictures stored before hashing, from their stored original, and indexes them', async () => {
    const db = t.database.db
    const storage = createStorage(t.app.config)
    const bytes = await photoLike(77)
    const saved = await saveImage(db, storage, bytes)
    // As a row from before hashing existed; and a row whose files are gone.
    await db.update(media).set({ dhash: null }).where(eq(media.id, saved.id))
    const [gone] = await db
      .insert(media)
      .values({ hash: 'f'.repeat(24), mime: 'image/jpeg', width: 1, height: 1, bytes: 1 })
      .returning()
    expect(await db.select().from(mediaDhashBands).where(eq(mediaDhashBands.mediaId, saved.id))).toEqual([])

    expect(await backfillPhotoHashes(db, storage)).toBe(1)
    const [row] = await db.select().from(media).where(eq(media.id, saved.id))
    // From the published original (re-encoded): within a bit or two of the upload's own hash.
    expect(row!.dhash).not.toBeNull()
    expect(hammingDistance(row!.dhash!, await dhash(bytes))).toBeLessThanOrEqual(2)
    expect(await db.select().from(mediaDhashBands).where(eq(mediaDhashBands.mediaId, saved.id))).toHaveLength(
      7,
    )
    const [missing] = await db.select().from(media).where(eq(media.id, gone!.id))
    expect(missing!.dhash).toBeNull()
    // Nothing left to do: a second pass hashes nothing.
    expect(await backfillPhotoHashes(db, storage)).toBe(0)
  })
})
