import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LeadInput } from '../../domain/lead'
import { list } from '../../lib/offline/outbox'
import { pageReplayer } from '../../lib/offline/replayer'
import { useRevealState, useRevealedPhones } from '../../listings/contact/revealed-phones'
import { renderHook, waitFor } from '@testing-library/react'
import { revealPhones } from './phone-reveal'

const listing = { type: 'property' as const, id: '7', name: 'Casa no Centro' }
const lead: LeadInput = { property_id: 7, kind: 'whatsapp', name: 'Ana', consent: true }
const phones = [{ number: '74-99123-4567', whatsapp: true }]

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Idempotency-Key')

function watch(advertiserId: string) {
  return renderHook(() => ({ phones: useRevealedPhones(advertiserId), state: useRevealState(advertiserId) }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('revealing the advertiser’s numbers', () => {
  it('stores the numbers the lead answers with, keeps them on the device and opens WhatsApp', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(201, { data: {}, meta: { phones } }))
    vi.stubGlobal('fetch', fetch)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const seen = watch('a1')
    expect(seen.result.current.phones).toBeNull()

    await revealPhones(listing, lead, 'a1', 'whatsapp')

    expect(fetch).toHaveBeenCalledOnce()
    expect(JSON.parse((fetch.mock.calls[0]![1] as RequestInit).body as string)).toEqual(lead)
    expect(keyOf(fetch.mock.calls[0]!)).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(seen.result.current.phones).toEqual(phones))
    expect(seen.result.current.state).toBeNull()
    expect(JSON.parse(localStorage.getItem('mi.revealedPhones')!)).toEqual({ a1: phones })
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/5574991234567\?text=/),
      '_blank',
      'noopener,noreferrer',
    )
  })

  it('without an answer, the same request waits in the outbox and its replay brings the numbers', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', fetch)
    const seen = watch('a2')

    await revealPhones(listing, lead, 'a2', 'phone')

    expect(seen.result.current.state).toBe('queued')
    const [queued] = (await list()).filter((e) => e.kind === 'lead')
    expect(queued?.id).toBe(keyOf(fetch.mock.calls[0]!))

    fetch.mockResolvedValueOnce(answer(201, { data: {}, meta: { phones } }))
    await pageReplayer().kick()
    pageReplayer().stop()

    // The replay used the first try's key: the server records the lead once.
    expect(keyOf(fetch.mock.calls[1]!)).toBe(queued?.id)
    await waitFor(() => expect(seen.result.current.phones).toEqual(phones))
    expect(await list()).toEqual([])
  })

  it('says so when too many numbers were asked for, or when the server refuses', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(429, { errors: [] })))
    const limited = watch('a3')
    await revealPhones(listing, lead, 'a3', 'phone')
    expect(limited.result.current).toEqual({ phones: null, state: 'limited' })

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(404, { errors: [] })))
    const gone = watch('a4')
    await revealPhones(listing, lead, 'a4', 'phone')
    expect(gone.result.current).toEqual({ phones: null, state: 'failed' })
    expect(await list()).toEqual([])
  })
})
