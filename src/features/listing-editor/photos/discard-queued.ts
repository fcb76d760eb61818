import { discard } from '../../../lib/offline/outbox'
import { forgetUploads } from '../../../lib/offline/upload-refs'
import type { PhotoItem } from '../form/values'

/**
 * "Descartar rascunho": the photos queued for the draft only go with it (those the listing already had stay; one
 * being sent finishes and is not used).
 */
export async function discardQueuedPhotos(photos: PhotoItem[], kept: PhotoItem[]): Promise<void> {
  const keep = new Set(kept.map((p) => p.key))
  const queued = photos.filter((p) => p.kind === 'upload' && !keep.has(p.key)).map((p) => p.key)
  await Promise.all(queued.map((key) => discard(key)))
  await forgetUploads(queued)
}
