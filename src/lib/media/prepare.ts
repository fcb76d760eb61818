// Makes a phone photo fit for the field: validated first, then decoded (EXIF orientation applied), scaled
// so the long side is at most 1600 px and encoded as WebP (JPEG where the browser cannot encode WebP).
// A 5 MB photo becomes a few hundred KB, and re-encoding drops EXIF (GPS included) as a bonus.
import { MAX_UPLOAD_BYTES } from '../../domain/constants'
import { uploadMsg } from '../../domain/upload'
import { browserCodec, type ImageCodec } from './codec'
import { UploadValidationError, validateImageFile } from './validate'

export const MAX_LONG_SIDE = 1600
export const WEBP_QUALITY = 0.82
export const JPEG_QUALITY = 0.85

export interface PreparedImage {
  blob: Blob
  width: number
  height: number
  bytes: number
}

/** The size that fits `maxLong` on the long side, keeping the aspect ratio; never upscales. */
export function fitWithin(
  width: number,
  height: number,
  maxLong: number = MAX_LONG_SIDE,
): { width: number; height: number } {
  const long = Math.max(width, height)
  if (long <= maxLong) return { width, height }
  const scale = maxLong / long
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

export interface PrepareOptions {
  maxBytes?: number
  maxLongSide?: number
  codec?: ImageCodec
}

export async function prepareImage(file: Blob, opts: PrepareOptions = {}): Promise<PreparedImage> {
  await validateImageFile(file, opts.maxBytes ?? MAX_UPLOAD_BYTES)
  const codec = opts.codec ?? browserCodec()
  let decoded
  try {
    decoded = await codec.decode(file)
  } catch {
    // Right magic bytes, broken body (truncated download, renamed file).
    throw new UploadValidationError('invalid_file', uploadMsg.invalidFile)
  }
  try {
    const size = fitWithin(decoded.width, decoded.height, opts.maxLongSide ?? MAX_LONG_SIDE)
    let blob = await codec.encode(decoded, size, 'image/webp', WEBP_QUALITY)
    // Safari before 17 hands back a PNG when asked for WebP.
    if (blob?.type !== 'image/webp') blob = await codec.encode(decoded, size, 'image/jpeg', JPEG_QUALITY)
    if (!blob || (blob.type !== 'image/jpeg' && blob.type !== 'image/webp')) {
      throw new UploadValidationError('invalid_file', uploadMsg.invalidFile)
    }
    return { blob, width: size.width, height: size.height, bytes: blob.size }
  } finally {
    decoded.close()
  }
}
