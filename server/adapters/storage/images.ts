import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { imageWidths } from '../../../src/domain/media'
import type { Db } from '../../db/client'
import { media } from '../../db/schema'
import { dhash } from './dhash'
import { dominantColour } from './dominant-colour'
import type { Storage } from './storage'

// libvips keeps recent operations' results in memory (50 MB by default) to answer a repeated one: every image here is
// decoded once and never asked for again, so the cache only holds the process's memory up.
sharp.cache(false)

export type ImageFormat = 'jpg' | 'png' | 'webp'
const mimeOf: Record<ImageFormat, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }

/** The format told by the first bytes (never by a file name or a client's content type). */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  const at = (i: number, ...sig: number[]) => sig.every((b, k) => bytes[i + k] === b)
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg'
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  return null
}

export class UnsupportedImageError extends Error {
  constructor(readonly reason: 'format' | 'corrupt') {
    super(reason === 'format' ? 'unsupported image format' : 'unreadable image')
  }
}

/** Folder name: the first 24 hex digits of the SHA-256 of the original bytes (96 bits, collision-safe here). */
export const contentHash = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 24)
/** The public base URL of an image; a variant is `${base}/${width}.webp` (src/domain/media.ts). */
export const mediaBase = (hash: string): string => `/media/${hash}`
export const originalKey = (hash: string, format: ImageFormat): string => `${hash}/original.${format}`
export const variantKey = (hash: string, width: number): string => `${hash}/${width}.webp`

export interface SavedImage {
  id: number
  hash: string
  base: string
  mime: string
  width: number
  height: number
  bytes: number
  /** The picture's difference hash (dhash.ts). */
  dhash: bigint | null
  /** The dominant colour, `#rrggbb`. */
  colour: string | null
  alt: string | null
  /** False when the same bytes were already stored (the existing row is returned). */
  created: boolean
}

/** What `storeImageFiles` learnt about an image. */
export interface StoredImageFiles {
  hash: string
  format: ImageFormat
  width: number
  height: number
  /** The picture's difference hash (dhash.ts): near-copies of a photo are found by it. */
  dhash: bigint
  /** Its dominant colour, `#rrggbb` (dominant-colour.ts). */
  colour: string
}

/**
 * Writes the original as `<hash>/original.<ext>` and WebP variants `<hash>/<w>.webp` for every width of
 * `imageWidths` (a variant wider than the original keeps the original width: no upscaling, but every URL of the
 * srcset exists). Files already there are kept. No database access, so callers may run several at once.
 * Throws UnsupportedImageError for anything that is not a readable JPEG, PNG or WebP.
 */
export async function storeImageFiles(storage: Storage, bytes: Buffer): Promise<StoredImageFiles> {
  const format = detectImageFormat(bytes)
  if (!format) throw new UnsupportedImageError('format')
  let width: number
  let height: number
  try {
    ;({ width, height } = (await sharp(bytes).metadata()).autoOrient)
  } catch {
    throw new UnsupportedImageError('corrupt')
  }
  if (!width || !height) throw new UnsupportedImageError('corrupt')
  const hash = contentHash(bytes)
  await writeFiles(storage, hash, bytes, format, width)
  return {
    hash,
    format,
    width,
    height,
    dhash: await dhash(bytes).catch(unreadable),
    colour: await dominantColour(bytes).catch(unreadable),
  }
}

/**
 * Stores an uploaded image (see storeImageFiles) and returns its `media` row, inserting it if needed.
 * Idempotent: the same bytes give the same hash, row and files.
 */
export async function saveImage(
  db: Db,
  storage: Storage,
  bytes: Buffer,
  opts: { alt?: string | null } = {},
): Promise<SavedImage> {
  const alt = opts.alt ?? null
  const { hash, format, width, height, dhash, colour } = await storeImageFiles(storage, bytes)
  const [existing] = await db.select().from(media).where(eq(media.hash, hash))
  if (existing) {
    // A row stored before pictures were hashed (or coloured) gets it now (the backfills do the others).
    if (existing.dhash === null || existing.colour === null)
      await db.update(media).set({ dhash, colour }).where(eq(media.id, existing.id))
    return { ...existing, dhash, colour, base: mediaBase(hash), alt, created: false }
  }

  const [inserted] = await db
    .insert(media)
    .values({ hash, mime: mimeOf[format], width, height, bytes: bytes.length, dhash, colour })
    .onConflictDoNothing({ target: media.hash })
    .returning()
  // A concurrent save of the same bytes won the insert: reuse its row.
  const row = inserted ?? (await db.select().from(media).where(eq(media.hash, hash)))[0]
  if (!row) throw new Error(`media row ${hash} vanished`)
  return { ...row, base: mediaBase(hash), alt, created: Boolean(inserted) }
}

/**
 * The original as it may be published: always re-encoded, so nothing travels with the picture but the picture —
 * no EXIF, XMP or IPTC (a phone's photo carries the GPS position of where it was taken, the device and its owner's
 * name) and no bytes appended after the image (a script glued to a JPEG). Turned upright since the orientation tag
 * goes too. The media row's hash stays that of the bytes uploaded.
 */
export async function publishableOriginal(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  const upright = sharp(bytes).autoOrient()
  if (format === 'jpg') return upright.jpeg({ quality: 92 }).toBuffer()
  if (format === 'png') return upright.png().toBuffer()
  return upright.webp({ quality: 92 }).toBuffer()
}

/** The decoder gave up on the pixels (a valid header over broken data): the upload's fault, not the server's. */
const unreadable = (): never => {
  throw new UnsupportedImageError('corrupt')
}

/** Writes whatever of the original and its variants is missing (files are immutable, never rewritten). */
async function writeFiles(storage: Storage, hash: string, bytes: Buffer, format: ImageFormat, width: number) {
  const origKey = originalKey(hash, format)
  if (!(await storage.exists(origKey))) {
    await storage.put(origKey, await publishableOriginal(bytes, format).catch(unreadable), mimeOf[format])
  }
  const encoded = new Map<number, Promise<Buffer>>()
  for (const w of imageWidths) {
    const key = variantKey(hash, w)
    if (await storage.exists(key)) continue
    const target = Math.min(w, width)
    let out = encoded.get(target)
    if (!out) {
      out = sharp(bytes)
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer()
        .catch(unreadable)
      encoded.set(target, out)
    }
    await storage.put(key, await out, 'image/webp')
  }
}
