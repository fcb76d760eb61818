import fs from 'node:fs/promises'
import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants'
import { checkImage, sniffImageFormat } from '../../../src/domain/upload'
import { apiError } from '../../http/errors'
import { META, type UploadStore } from './store'

// A private document (an identity card, a registry certificate) comes through the same resumable uploads as a
// listing photo, marked by the client with the metadata `purpose document`. Such an upload never becomes a
// public media row: the module that asked for it takes the bytes away from the upload store (takeDocumentUpload)
// into its own private storage.

export const DOCUMENT_PURPOSE = 'document'

export const isDocumentUpload = (metadata: Record<string, string | null> | undefined): boolean =>
  metadata?.purpose === DOCUMENT_PURPOSE

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const

/**
 * The bytes of a finished document upload of `userId`, removed from the upload store. 404 for an unknown upload,
 * another account's or a photo's (never told apart); 409 while unfinished; 422 when the bytes are not an image.
 */
export async function takeDocumentUpload(
  store: UploadStore,
  id: string,
  userId: number,
): Promise<{ bytes: Buffer; mime: string }> {
  const upload = /^[0-9a-f]{32}$/.test(id) ? await store.find(id) : null
  if (!upload || upload.metadata?.[META.userId] !== String(userId) || !isDocumentUpload(upload.metadata))
    throw apiError(404, 'Envio não encontrado.', { code: 'not_found' })
  if (upload.size === undefined || upload.offset !== upload.size)
    throw apiError(409, 'O envio deste arquivo ainda não terminou.', { code: 'upload_incomplete' })
  const bytes = await fs.readFile(store.filePath(id))
  const head = bytes.subarray(0, 16)
  const problem = checkImage(bytes.length, head, MAX_UPLOAD_BYTES)
  if (problem) throw apiError(422, problem.detail, { code: problem.code })
  const format = sniffImageFormat(head) as keyof typeof MIME
  return { bytes, mime: MIME[format] }
}

/** Once the document is in its private storage, the upload's own copy goes. */
export const dropDocumentUpload = (store: UploadStore, id: string): Promise<void> =>
  store.remove(id).catch(() => undefined)

/**
 * Document uploads finished but never taken (the sending was abandoned) go after `maxAgeMs`: the photo sweep
 * knows only uploads that became media, and tus expires only unfinished ones.
 */
export async function sweepDocumentUploads(
  store: UploadStore,
  maxAgeMs: number,
  now = Date.now(),
): Promise<number> {
  const ids = (await store.configstore.list?.()) ?? []
  let removed = 0
  for (const id of ids) {
    const upload = await store.find(id)
    if (!upload || !isDocumentUpload(upload.metadata) || !upload.creation_date) continue
    if (Date.parse(upload.creation_date) + maxAgeMs >= now) continue
    await dropDocumentUpload(store, id)
    removed += 1
  }
  return removed
}
