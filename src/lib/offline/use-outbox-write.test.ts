import 'fake-indexeddb/auto'
import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { enqueue, getEntry, list, type OutboxEntry } from './outbox'
import { replayOutbox } from './replay'
import { fakeServer, freshIndexedDb, outboxEntry } from './test-helpers'
import { phaseOf, useOutboxWrite } from './use-outbox-write'

const entry = outboxEntry
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

  it("the product's error text (docs/product.md, Messages) for a server failure (retried automatically), the server's message for a 4xx", () => {
    const down = entry({ attempts: 1, error: { status: 503, detail: 'x' } })
    expect(phaseOf(tracked(down), true)).toEqual({ tag: 'error', stored: true })
    // Asked to wait (too many messages): kept and sent later, with the server's reason.
    const wait = entry({
      attempts: 1,
      error: { status: 429, detail: 'Você enviou muitas mensagens em pouco tempo.' },
    })
    expect(phaseOf(tracked(wait), true)).toEqual({
      tag: 'error',
      stored: true,
      detail: 'Você enviou muitas mensagens em pouco tempo.',
    })
    const refused = entry({ status: 'failed', error: { status: 404, detail: 'O imóvel … foi removido.' } })
    expect(phaseOf(tracked(refused), true)).toEqual({ tag: 'failed', detail: 'O imóvel … foi removido.' })
  })

  it('sent once the server accepted it (or it left the queue), back to the form when discarded', () => {
    expect(phaseOf(tracked(entry({ status: 'completed' })), true)).toEqual({ tag: 'sent' })
    expect(phaseOf(tracked(entry({}), 'sent'), false)).toEqual({ tag: 'sent' })
    expect(phaseOf(tracked(entry({ status: 'failed' }), 'discarded'), true)).toEqual({ tag: 'idle' })
  })
})

describe('useOutboxWrite', () => {
  beforeEach(freshIndexedDb)

  const queueLead = () =>
    enqueue({
      kind: 'lead',
      request: { method: 'POST', url: '/api/leads', body: { name: 'Ana' } },
      auth: false,
    })
  const refusal = { errors: [{ status: '422', code: 'invalid', detail: 'Mensagem muito curta.' }] }

  it('follows its write: refused with the server message, retried as a new attempt, then sent', async () => {
    const { result } = renderHook(() => useOutboxWrite())
    await act(() => result.current.submit(queueLead))
    const [entry] = await list()
    const server = fakeServer((_call, n) => (n === 1 ? { status: 422, body: refusal } : { status: 201 }))
    await act(() => replayOutbox({ fetch: server.fetch, lock: null }))
    await waitFor(() =>
      expect(result.current.phase).toEqual({ tag: 'failed', detail: 'Mensagem muito curta.' }),
    )

    await act(() => result.current.retry())
    const retried = await getEntry(entry!.id)
    expect(retried?.status).toBe('pending')
    expect(retried?.attemptKey).not.toBe(entry!.id)
    await waitFor(() => expect(result.current.phase).toEqual({ tag: 'sending' }))

    await act(() => replayOutbox({ fetch: server.fetch, lock: null }))
    await waitFor(() => expect(result.current.phase).toEqual({ tag: 'sent' }))
    expect(server.calls.map((c) => c.headers['idempotency-key'])).toEqual([entry!.id, retried!.attemptKey])
  })

  it('discarding a refused write brings the form back; nothing stored shows as an error', async () => {
    const { result } = renderHook(() => useOutboxWrite())
    await act(() => result.current.submit(queueLead))
    await act(() =>
      replayOutbox({ fetch: fakeServer(() => ({ status: 422, body: refusal })).fetch, lock: null }),
    )
    await waitFor(() => expect(result.current.phase.tag).toBe('failed'))
    await act(() => result.current.discard())
    expect(result.current.phase).toEqual({ tag: 'idle' })
    expect(await list()).toEqual([])

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await act(() => result.current.submit(() => Promise.reject(new Error('QuotaExceededError'))))
    expect(logged).toHaveBeenCalled()
    expect(result.current.phase).toEqual({ tag: 'error', stored: false })
  })
})
