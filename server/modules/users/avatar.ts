import sharp from 'sharp'
import { uploadMsg, type CropBox } from '../../../src/domain/account'
import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants'
import type { Db } from '../../db/client'
import type { AvatarVariants } from '../../db/schema'
import {
  detectImageFormat,
  originalKey,
  saveImage,
  UnsupportedImageError,
  variantKey,
} from '../../adapters/storage/images'
import type { Storage } from '../../adapters/storage/storage'
import { apiError } from '../../http/errors'

const POINTER = '/user/avatar/data_url'
const CROPPED_MAX = 1280

/**
 * Stores an avatar: the upload as its own image (`original`), and the crop chosen in the crop dialog (a
 * centred square when none) as a second image whose 640 px variant is `cropped` and 320 px one is `thumb`.
 * Both go through saveImage, so they are content-addressed under /media/<hash>/ like every other image.
 */
export async function saveAvatar(
  db: Db,
  storage: Storage,
  input: { data_url: string; crop?: CropBox | undefined },
): Promise<AvatarVariants> {
  const bytes = Buffer.from(input.data_url.slice(input.data_url.indexOf(',') + 1), 'base64')
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw apiError(422, uploadMsg.tooBig(MAX_UPLOAD_BYTES / 1024 / 1024), { pointer: POINTER })
  const format = detectImageFormat(bytes)
  if (!format) throw apiError(422, uploadMsg.format, { pointer: POINTER })

  try {
    const original = await saveImage(db, storage, bytes)
    const box = clampCrop(input.crop, original.width, original.height)
    const cropped = await sharp(bytes)
      .autoOrient()
      .extract(box)
      .resize({ width: Math.min(CROPPED_MAX, box.width), withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer()
      .catch(() => {
        throw new UnsupportedImageError('corrupt')
      })
    const crop = await saveImage(db, storage, cropped)
    return {
      original: `/media/${originalKey(original.hash, format)}`,
      cropped: `/media/${variantKey(crop.hash, 640)}`,
      thumb: `/media/${variantKey(crop.hash, 320)}`,
    }
  } catch (err) {
    if (err instanceof UnsupportedImageError) throw apiError(422, uploadMsg.invalid, { pointer: POINTER })
    throw err
  }
}

/** The crop box inside the image (auto-oriented pixels); no box: the largest centred square. */
export function clampCrop(crop: CropBox | undefined, width: number, height: number) {
  if (!crop) {
    const side = Math.min(width, height)
    return {
      left: Math.floor((width - side) / 2),
      top: Math.floor((height - side) / 2),
      width: side,
      height: side,
    }
  }
  const left = Math.min(crop.x, width - 1)
  const top = Math.min(crop.y, height - 1)
  return { left, top, width: Math.min(crop.width, width - left), height: Math.min(crop.height, height - top) }
}
