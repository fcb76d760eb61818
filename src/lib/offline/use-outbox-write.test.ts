import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from './outbox'
import { phaseOf } from './use-outbox-write'

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: 'e1',
  kind: 'lead',
  seq: 1,
  request: { method: 'POST', url: '/api/leads', headers: {}, body: { type: 'json', value: {} } },
  auth: false,
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  leaseUntil: 0,
  createdAt: 0,
  updatedAt: 0,
  error: null,
  response: null,
  meta: {},
  progress: null,
  ...over,
})
const tracked = (e: OutboxEntry | null, outcome: 'sent' | 'discarded' | null = null) => ({
  id: 'e1',
  entry: e,
  outcome,
})

describe('what the form says about its write', () => {
  it('sending while online, queued while offline or after a try without an answer', () => {
    expect(phaseOf(tracked(entry({})), true)).toEqual({ tag: 'sending' })
    expect(phaseOf(tracked(entry({ status: 'uploading' })), true)).toEqual({ tag: 'sending' })
    expect(phaseOf(tracked(entry({})), false)).toEqual({ tag: 'queued' })
    const noAnswer = entry({ attempts: 1, error: { status: 0, detail: 'Failed to fetch', code: 'network' } })
    expect(phaseOf(tracked(noAnswer), true)).toEqual({ tag: 'queued' })
  })

  it("the spec's error text for a server failure (retried automatically), the server's message for a 4xx", () => {
    const down = entry({ attempts: 1, error: { status: 503, detail: 'x' } })
    expect(phaseOf(tracked(down), true)).toEqual({ tag: 'error', stored: true })
    const refused = entry({ status: 'failed', error: { status: 404, detail: 'O imóvel … foi removido.' } })
    expect(phaseOf(tracked(refused), true)).toEqual({ tag: 'failed', detail: 'O imóvel … foi removido.' })
  })

  it('sent once the server accepted it (or it left the queue), back to the form when discarded', () => {
    expect(phaseOf(tracked(entry({ status: 'completed' })), true)).toEqual({ tag: 'sent' })
    expect(phaseOf(tracked(entry({}), 'sent'), false)).toEqual({ tag: 'sent' })
    expect(phaseOf(tracked(entry({ status: 'failed' }), 'discarded'), true)).toEqual({ tag: 'idle' })
  })
})
