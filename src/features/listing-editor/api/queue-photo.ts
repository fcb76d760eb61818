// A listing photo through the outbox: a resumable upload (tus, POST /v1/uploads, signed) that survives a
// dropped signal or a closed tab. The sender lives in src/lib/offline/upload-sender.ts; this file says what
// the editor keeps with it: the file name (the upload's filename and its label in the pending-sends panel),
// the draft it belongs to and, for a camera photo, the position at the shutter (sent whenever the upload goes).
import type { Capture } from '../../../domain/on-site-photos'
import type { OutboxEntry } from '../../../lib/offline/outbox'
import { enqueuePhoto } from '../../../lib/offline/upload-sender'

/** Queues a prepared photo (prepareImage); its entry id is the PhotoItem key a queued listing waits for. */
export function queuePhoto(
  blob: Blob,
  photo: { name: string; draftKey: string; capture?: Capture | null },
): Promise<OutboxEntry> {
  return enqueuePhoto(blob, {
    name: photo.name,
    draft: photo.draftKey,
    ...(photo.capture ? { capture: photo.capture } : {}),
  })
}
