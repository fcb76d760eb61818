import { inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { saveImage, storeImageFiles } from '../../../adapters/storage/images'
import type { Storage } from '../../../adapters/storage/storage'
import type { Db } from '../../client'
import { media } from '../../schema'
import { daysBefore } from '../random'
import { pictures, type Picture, type PictureGroup } from './catalogue'

export interface PoolImage extends Omit<Picture, 'draw'> {
  mediaId: number
  hash: string
}

export type ImagePool = Record<PictureGroup, PoolImage[]>

// Rendered JPEGs, kept for the life of the process: a second seed (tests, --force) skips the drawing.
const rendered = new Map<Picture, Promise<Buffer>>()
const render = (p: Picture): Promise<Buffer> => {
  let out = rendered.get(p)
  if (!out) {
    out = sharp(Buffer.from(p.draw())).jpeg({ quality: 84 }).toBuffer()
    rendered.set(p, out)
  }
  return out
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Draws the demo pictures (SVG → JPEG by sharp) and stores them like uploads. Files are written a few at a
 * time (sharp's work runs off the main thread); the media rows are then inserted one by one in catalogue
 * order, so their ids are the same on every run.
 */
export async function buildImagePool(db: Db, storage: Storage, concurrency = 3): Promise<ImagePool> {
  await eachLimited(pictures, concurrency, async (p) => {
    await storeImageFiles(storage, await render(p))
  })
  const pool = Object.fromEntries(
    (
      [
        'house',
        'apartment',
        'interior',
        'land',
        'rural',
        'commercial',
        'cars',
        'motorcycles',
        'trucks',
        'vehicle-detail',
        'person',
        'agency',
      ] as const
    ).map((g) => [g, [] as PoolImage[]]),
  ) as ImagePool
  for (const p of pictures) {
    const saved = await saveImage(db, storage, await render(p), { alt: p.alt })
    const { draw: _draw, ...info } = p
    pool[p.group].push({ ...info, mediaId: saved.id, hash: saved.hash })
  }
  // Rows made now would carry today's date: date them like the rest of the demo.
  const ids = Object.values(pool).flatMap((images) => images.map((i) => i.mediaId))
  await db
    .update(media)
    .set({ createdAt: daysBefore(400) })
    .where(inArray(media.id, ids))
  return pool
}
