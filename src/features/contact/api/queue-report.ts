// POST /api/reports through the outbox, like a lead: public (no token), kept until the signal returns, the
// entry id as its Idempotency-Key so a report whose answer was lost is not filed twice.
import type { ReportInput } from '../../../domain/lead'
import type { EnqueueInput, OutboxEntry } from '../../../lib/offline/outbox'

// Loaded on the first write: the outbox (IndexedDB) stays out of the listing page's first load.
const outbox = () => import('../../../lib/offline/outbox')

/** The queued request, labelled for the pending-sends panel with the reported listing's title. */
const reportWrite = (report: ReportInput, title: string): EnqueueInput => ({
  kind: 'report',
  request: { method: 'POST', url: '/api/reports', body: report },
  auth: false,
  label: { title },
})

/** Queues the report (parsed with reportInputSchema) and returns the stored entry. */
export async function queueReport(report: ReportInput, title: string): Promise<OutboxEntry> {
  const { enqueue } = await outbox()
  return enqueue(reportWrite(report, title))
}
