// Documents for a check go out like a listing with its photos: each photo a resumable upload through the outbox
// (marked as a private document, so it never becomes a public picture), then one POST naming the uploads, sent
// once they have all finished (dependsOn). Without signal it all waits and goes when the signal returns.
import type { TrustFileKind } from '../../../domain/trust'
import type { OutboxEntry } from '../../../lib/offline/outbox'

export const TRUST_DOCUMENTS_KIND = 'trust_documents'

// Loaded on sending: the outbox (IndexedDB) stays out of the page's first load.
const offline = () =>
  Promise.all([
    import('../../../lib/offline/outbox'),
    import('../../../lib/offline/upload-sender'),
    import('../../../lib/offline/upload-refs'),
  ])

export interface DocumentPhoto {
  kind: TrustFileKind
  blob: Blob
  name: string
}

/** `url` is POST /v1/trust/advertiser or /v1/trust/listings/:kind/:id; `title` names the sending in the queue. */
export async function queueDocuments(
  target: { url: string; title: string },
  photos: DocumentPhoto[],
): Promise<OutboxEntry> {
  const [{ enqueue }, { enqueuePhoto, DOCUMENT_PURPOSE }, { uploadRef }] = await offline()
  const entries: OutboxEntry[] = []
  for (const photo of photos)
    entries.push(await enqueuePhoto(photo.blob, { name: photo.name, purpose: DOCUMENT_PURPOSE }))
  return enqueue({
    kind: TRUST_DOCUMENTS_KIND,
    request: {
      method: 'POST',
      url: target.url,
      body: { files: photos.map((p, i) => ({ kind: p.kind, upload_id: uploadRef(entries[i]!.id) })) },
    },
    auth: true,
    label: { title: target.title },
    dependsOn: entries.map((e) => e.id),
  })
}
