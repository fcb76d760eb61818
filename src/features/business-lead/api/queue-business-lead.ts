// POST /api/business-leads through the outbox: public (no token), so an agency's request made without signal is
// kept on the device and sent once it returns; the entry id is its Idempotency-Key, so it is stored once.
import type { BusinessLeadInput } from '../../../domain/business-lead'
import type { OutboxEntry } from '../../../lib/offline/outbox'

// Loaded on the first send: the outbox (IndexedDB) stays out of the landing page's first load.
const outbox = () => import('../../../lib/offline/outbox')

export async function queueBusinessLead(input: BusinessLeadInput): Promise<OutboxEntry> {
  const { enqueue } = await outbox()
  return enqueue({
    kind: 'business_lead',
    request: { method: 'POST', url: '/api/business-leads', body: input },
    auth: false,
    label: { title: input.name },
  })
}
