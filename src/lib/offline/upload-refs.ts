// A photo queued offline has no server id yet (tus names an upload when it is created), but the listing
// queued after it must carry that id. So the listing's body holds a placeholder, uploadRef(photo entry id),
// and the photo's sender records the tus upload id (and, once finished, the image) here, in the 'meta'
// store; the placeholder is swapped for the id when the listing is sent (send.ts), by which time
// dependsOn has made sure the upload finished. Runs in the service worker too.
import type { Image } from '../../domain/media'
import { openOfflineDb } from './db'

export const UPLOAD_REF_PREFIX = 'outbox-upload:'

/** The placeholder for the tus upload id of the photo queued as outbox entry `entryId`. */
export const uploadRef = (entryId: string): string => `${UPLOAD_REF_PREFIX}${entryId}`

export interface UploadRecord {
  /** The tus upload id (the last segment of its Location). */
  uploadId: string
  /** The stored image, once the upload finished. */
  image?: Image
}

const keyOf = (entryId: string) => `upload:${entryId}`

export async function recordUpload(entryId: string, record: UploadRecord): Promise<void> {
  const db = await openOfflineDb()
  await db.put('meta', record, keyOf(entryId))
}

export async function getUploadRecord(entryId: string): Promise<UploadRecord | undefined> {
  const db = await openOfflineDb()
  const value = (await db.get('meta', keyOf(entryId))) as UploadRecord | undefined
  return value && typeof value.uploadId === 'string' ? value : undefined
}

/** Once nothing refers to these photos any more (their listing was sent, or they were removed). */
export async function forgetUploads(entryIds: readonly string[]): Promise<void> {
  const db = await openOfflineDb()
  const tx = db.transaction('meta', 'readwrite')
  await Promise.all([...entryIds.map((id) => tx.store.delete(keyOf(id))), tx.done])
}

/** `value` with every uploadRef(...) string replaced by the recorded upload id (left as is when unknown). */
export async function resolveUploadRefs(value: unknown): Promise<unknown> {
  if (typeof value === 'string') {
    if (!value.startsWith(UPLOAD_REF_PREFIX)) return value
    const record = await getUploadRecord(value.slice(UPLOAD_REF_PREFIX.length))
    return record?.uploadId ?? value
  }
  if (Array.isArray(value)) return Promise.all(value.map(resolveUploadRefs))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = await resolveUploadRefs(v)
    return out
  }
  return value
}
