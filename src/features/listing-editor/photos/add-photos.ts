import type { Capture } from '../../../domain/on-site-photos'
import { prepareImage } from '../../../lib/media/prepare'
import { UploadValidationError, validateSelection } from '../../../lib/media/validate'
import { queuePhoto } from '../api/queue-photo'
import type { PhotoItem } from '../form/values'

export interface RejectedPhoto {
  name: string
  message: string
}

/**
 * Checks the chosen files (format by content, 5 MB, the plan's count), makes each fit for the field
 * (≤ 1600 px, WebP or JPEG: prepareImage) and queues it for a resumable upload. Works offline: the bytes
 * wait in the outbox. One bad file does not stop the others. `capture` is a camera photo's position at the
 * shutter: it waits in the outbox with the bytes, so a photo sent hours later still says where it was taken.
 */
export async function addPhotos(
  files: readonly File[],
  opts: {
    existing: number
    max: number
    draftKey: string
    capture?: Capture | null
    onPrepared?: (item: PhotoItem) => void
  },
): Promise<{ added: PhotoItem[]; rejected: RejectedPhoto[] }> {
  const checks = await validateSelection(files, { existing: opts.existing, max: opts.max })
  const added: PhotoItem[] = []
  const rejected: RejectedPhoto[] = []
  for (const check of checks) {
    const { file } = check
    if (check.error) {
      rejected.push({ name: file.name, message: check.error.message })
      continue
    }
    try {
      const prepared = await prepareImage(file)
      const entry = await queuePhoto(prepared.blob, {
        name: file.name,
        draftKey: opts.draftKey,
        capture: opts.capture ?? null,
      })
      const item: PhotoItem = {
        kind: 'upload',
        key: entry.id,
        name: file.name,
        originalBytes: file.size,
        bytes: prepared.bytes,
        width: prepared.width,
        height: prepared.height,
      }
      added.push(item)
      opts.onPrepared?.(item)
    } catch (err) {
      if (!(err instanceof UploadValidationError)) throw err
      rejected.push({ name: file.name, message: err.message })
    }
  }
  return { added, rejected }
}
