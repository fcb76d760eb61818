import fs from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants'
import type { Image } from '../../../src/domain/media'
import { captureOfMetadata } from '../../../src/domain/on-site-photos'
import { checkImage, uploadMsg } from '../../../src/domain/upload'
import { mediaBase, saveImage, UnsupportedImageError } from '../../adapters/storage/images'
import type { Storage } from '../../adapters/storage/storage'
import type { Db } from '../../db/client'
import { media } from '../../db/schema'
import { apiError } from '../../http/errors'
import { quotaProblem, recordUpload } from './quota'
import { META, type UploadStore } from './store'

export interface UploadDeps {
  db: Db
  storage: Storage
  store: UploadStore
  /** The account's storage quota for finished uploads (UPLOAD_QUOTA_MB). */
  quotaBytes: number
}

/** An error answer in our envelope, in the shape tus hooks throw (`{ status_code, body }`). */
export function tusError(status: number, code: string, detail: string) {
  return { status_code: status, body: JSON.stringify({ errors: [{ status: String(status), code, detail }] }) }
}

/**
 * Turns a complete upload into a media row: checks the bytes by content and size and the account's quota, stores
 * the image and its variants (saveImage), records it against the account (with a camera photo's capture position)
 * and the media id in the upload's metadata. Safe to run twice: saveImage is idempotent by content.
 */
export async function finishUpload(deps: UploadDeps, id: string): Promise<number> {
  const upload = await deps.store.find(id)
  if (!upload) throw apiError(404, 'Envio não encontrado.', { code: 'not_found' })
  const known = upload.metadata?.[META.mediaId]
  if (known) return Number(known)
  if (upload.size === undefined || upload.offset !== upload.size) {
    throw apiError(409, 'O envio deste arquivo ainda não terminou.', { code: 'upload_incomplete' })
  }
  const bytes = await fs.readFile(deps.store.filePath(id))
  const problem = checkImage(bytes.length, bytes.subarray(0, 16), MAX_UPLOAD_BYTES)
  if (problem) throw apiError(422, problem.detail, { code: problem.code })
  const userId = Number(upload.metadata?.[META.userId])
  const overQuota = await quotaProblem(deps.db, userId, bytes.length, deps.quotaBytes, id)
  if (overQuota) throw apiError(422, overQuota.detail, { code: overQuota.code })
  let saved
  try {
    saved = await saveImage(deps.db, deps.storage, bytes)
  } catch (err) {
    if (err instanceof UnsupportedImageError)
      throw apiError(422, uploadMsg.invalidFile, { code: 'invalid_file' })
    throw err
  }
  // A camera photo's position at the shutter, when the client sent one worth keeping; any other is dropped
  // without refusing the photo (a position is a bonus, never a condition of the upload).
  const capture = captureOfMetadata(upload.metadata, Date.now())
  await recordUpload(deps.db, { uploadId: id, userId, mediaId: saved.id, bytes: bytes.length }, capture)
  await deps.store.addMetadata(id, () => ({ [META.mediaId]: String(saved.id) }))
  return saved.id
}

export async function imageOfMedia(db: Db, mediaId: number): Promise<Image | null> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId))
  if (!row) return null
  return { id: String(row.id), base: mediaBase(row.hash), width: row.width, height: row.height, alt: null }
}
