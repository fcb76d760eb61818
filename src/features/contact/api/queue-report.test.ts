import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { reportInputSchema } from '../../../domain/lead'
import { getEntry } from '../../../lib/offline/outbox'
import { freshIndexedDb } from '../../../lib/offline/test-helpers'
import { queueReport } from './queue-report'

beforeEach(freshIndexedDb)

describe('queueReport', () => {
  it('stores a public POST /api/reports with the parsed body, labelled with the listing title', async () => {
    const report = reportInputSchema.parse({
      property_id: '12',
      reason: 'advertisement_spam',
      details: ' repetido ',
    })
    const entry = await queueReport(report, 'Casa no Centro')
    expect(await getEntry(entry.id)).toEqual(entry)
    expect(entry).toMatchObject({
      kind: 'report',
      auth: false,
      status: 'pending',
      label: { title: 'Casa no Centro' },
      meta: {},
    })
    expect(entry.request).toEqual({
      method: 'POST',
      url: '/api/reports',
      headers: {},
      body: { type: 'json', value: { property_id: 12, reason: 'advertisement_spam', details: 'repetido' } },
    })
  })
})
