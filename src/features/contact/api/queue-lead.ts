// POST /api/leads through the outbox: public (no token), so a visitor's message, call or WhatsApp tap about a
// listing is recorded even without signal, and sent once it returns (the entry id is its Idempotency-Key).
// The contact form and the call/WhatsApp capture both queue it here.
import type { LeadInput } from '../../../domain/lead'
import type { EnqueueInput, OutboxEntry } from '../../../lib/offline/outbox'
import type { ContactListing } from '../lead-form-values'

// Loaded on the first write: the outbox (IndexedDB) stays out of the listing page's first load.
const outbox = () => import('../../../lib/offline/outbox')

/** The queued request, labelled for the pending-sends panel with how the visitor got in touch and about what. */
const leadWrite = (listing: ContactListing, lead: LeadInput, id?: string): EnqueueInput => ({
  ...(id ? { id } : {}),
  kind: 'lead',
  request: { method: 'POST', url: '/api/leads', body: lead },
  auth: false,
  label: { contact: lead.kind, title: listing.name },
  meta: { listing: `${listing.type}:${listing.id}` },
})

/**
 * Queues the lead (parsed with leadInputSchema: see lead-form-values.ts) and returns the stored entry. `id`, its
 * Idempotency-Key, when a first try already went out with it (a phone reveal sent directly).
 */
export async function queueLead(listing: ContactListing, lead: LeadInput, id?: string): Promise<OutboxEntry> {
  const { enqueue } = await outbox()
  return enqueue(leadWrite(listing, lead, id))
}
