import type { ListingKind } from '../../../domain/listing-lifecycle'
import { enqueue, type OutboxEntry, type OutboxKind } from '../../../lib/offline/outbox'
import type { EditorDraft } from '../form/values'
import type { VehicleDraft } from '../vehicles/vehicle-values'

export const LISTING_KIND = 'listing' satisfies OutboxKind

export type { ListingKind }

interface MetaBase {
  title: string
  /** The listing being edited; null for a new one. */
  listingId: string | null
  draftKey: string
}

/** What a queued listing keeps for the UI: its title, and the form to reopen if the server refuses it. */
export type ListingMeta =
  | (MetaBase & { kind: 'property'; draft: EditorDraft })
  | (MetaBase & { kind: 'vehicle'; draft: VehicleDraft })

/** How properties queued before vehicles went through the outbox stored their meta. */
interface StoredMeta extends Partial<MetaBase> {
  kind?: ListingKind
  propertyId?: string | null
  draft?: unknown
}

export function listingMetaOf(entry: OutboxEntry): ListingMeta | null {
  const stored = entry.meta as StoredMeta
  if (entry.kind !== LISTING_KIND || typeof stored.title !== 'string') return null
  return {
    ...stored,
    kind: stored.kind ?? 'property',
    listingId: stored.listingId ?? stored.propertyId ?? null,
  } as ListingMeta
}

const collection: Record<ListingKind, string> = { property: '/v1/properties', vehicle: '/v1/vehicles' }

/**
 * Queues the create (POST /v1/properties, /v1/vehicles) or the update (PUT …/:id) after its photos: the outbox
 * sends it only once every queued photo has finished (dependsOn), with their upload ids in place of the
 * placeholders. Works the same online (sent at once) and offline (sent when the signal returns).
 */
export function queueListing(input: { body: object; meta: ListingMeta }): Promise<OutboxEntry> {
  const { kind, listingId, draft } = input.meta
  return enqueue({
    kind: LISTING_KIND,
    request: {
      method: listingId ? 'PUT' : 'POST',
      url: listingId ? `${collection[kind]}/${listingId}` : collection[kind],
      body: input.body,
    },
    meta: { ...input.meta },
    label: { title: input.meta.title },
    dependsOn: draft.photos.filter((p) => p.kind === 'upload').map((p) => p.key),
    // The listing as created (its id) for the page that waits, whoever sends it.
    keepAnswer: true,
  })
}
