import { enqueue, type OutboxEntry, type OutboxKind } from '../../../lib/offline/outbox'
import type { EditorDraft } from '../form/values'

export const LISTING_KIND = 'listing' satisfies OutboxKind

/** What a queued listing keeps for the UI: its title, and the form to reopen if the server refuses it. */
export interface ListingMeta {
  title: string
  propertyId: string | null
  draftKey: string
  draft: EditorDraft
}

export const listingMetaOf = (entry: OutboxEntry): ListingMeta | null =>
  entry.kind === LISTING_KIND && typeof entry.meta.title === 'string'
    ? (entry.meta as unknown as ListingMeta)
    : null

/**
 * Queues the create (POST /v1/properties) or the update (PUT /v1/properties/:id) after its photos: the
 * outbox sends it only once every queued photo has finished (dependsOn), with their upload ids in place of
 * the placeholders. Works the same online (sent at once) and offline (sent when the signal returns).
 */
export function queueListing(input: { body: object; meta: ListingMeta }): Promise<OutboxEntry> {
  const { propertyId, draft } = input.meta
  return enqueue({
    kind: LISTING_KIND,
    request: {
      method: propertyId ? 'PUT' : 'POST',
      url: propertyId ? `/v1/properties/${propertyId}` : '/v1/properties',
      body: input.body,
    },
    meta: { ...input.meta },
    label: { title: input.meta.title },
    dependsOn: draft.photos.filter((p) => p.kind === 'upload').map((p) => p.key),
  })
}
