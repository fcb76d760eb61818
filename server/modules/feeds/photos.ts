import { eq } from 'drizzle-orm'
import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants'
import { FEED_LIMITS } from '../../../src/domain/feeds'
import { checkImage } from '../../../src/domain/upload'
import { saveImage } from '../../adapters/storage/images'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { feedPhotos } from '../../db/schema'
import { safeFetchBytes } from './safe-fetch'

// A feed's photos become our media as an upload does: the bytes checked by content and size, stored with their
// variants and their difference hash (saveImage), so the cloned-photo check sees them as any other photo. An address
// stored once is not fetched again: a re-import of the same feed downloads nothing.

export class BadPhoto extends Error {
  constructor(
    readonly url: string,
    why: string,
  ) {
    super(why)
  }
}

export interface PhotoContext {
  db: Db
  storage: Storage
  userId: number
  signal: AbortSignal
  allowHost: ((url: URL) => boolean) | null
  /** The agency's photo addresses already stored, filled as the run goes. */
  known: Map<string, number>
}

export async function knownPhotos(db: Db, userId: number): Promise<Map<string, number>> {
  const rows = await db.select().from(feedPhotos).where(eq(feedPhotos.userId, userId))
  return new Map(rows.map((r) => [r.url, r.mediaId]))
}

async function photoMedia(ctx: PhotoContext, url: string): Promise<number> {
  const known = ctx.known.get(url)
  if (known !== undefined) return known
  let bytes: Buffer
  try {
    bytes = await safeFetchBytes(url, {
      maxBytes: MAX_UPLOAD_BYTES,
      timeoutMs: FEED_LIMITS.photoFetchMs,
      signal: ctx.signal,
      allowHost: ctx.allowHost,
    })
  } catch (err) {
    throw new BadPhoto(url, (err as Error).message)
  }
  const problem = checkImage(bytes.length, bytes.subarray(0, 16), MAX_UPLOAD_BYTES)
  if (problem) throw new BadPhoto(url, problem.detail)
  let saved
  try {
    saved = await saveImage(ctx.db, ctx.storage, bytes)
  } catch (err) {
    throw new BadPhoto(url, (err as Error).message)
  }
  await ctx.db.insert(feedPhotos).values({ userId: ctx.userId, url, mediaId: saved.id }).onConflictDoNothing()
  ctx.known.set(url, saved.id)
  return saved.id
}

/** The media ids of `urls` in order, a few downloads at a time; BadPhoto names the first that fails. */
export async function photosOf(ctx: PhotoContext, urls: string[], parallel = 4): Promise<number[]> {
  const ids: number[] = new Array<number>(urls.length)
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const i = next++
      ids[i] = await photoMedia(ctx, urls[i]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, urls.length) }, worker))
  return ids
}
