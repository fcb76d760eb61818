import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { getEntry } from '../../../lib/offline/outbox'
import { freshIndexedDb } from '../../../lib/offline/test-helpers'
import { parseLead, type ContactListing } from '../lead-form-values'
import { queueLead } from './queue-lead'

beforeEach(freshIndexedDb)

const listing: ContactListing = { type: 'property', id: '7', name: 'Casa no Centro' }
const values = {
  name: 'Ana',
  email: 'ana@example.com',
  phone: '',
  message: 'Ainda disponível?',
  consent: true,
}

function lead(kind: 'message' | 'whatsapp' | 'phone') {
  const parsed = parseLead(listing, kind, values)
  if (!parsed.success) throw new Error('the test lead must be valid')
  return parsed.data
}

describe('queueLead', () => {
  it('stores a public POST /api/leads with the parsed body, labelled with the contact kind and listing title', async () => {
    const entry = await queueLead(listing, lead('message'))
    expect(await getEntry(entry.id)).toEqual(entry)
    expect(entry).toMatchObject({
      kind: 'lead',
      auth: false,
      status: 'pending',
      label: { contact: 'message', title: 'Casa no Centro' },
      meta: { listing: 'property:7' },
    })
    expect(entry.request).toEqual({
      method: 'POST',
      url: '/api/leads',
      headers: {},
      body: {
        type: 'json',
        value: {
          property_id: 7,
          kind: 'message',
          name: 'Ana',
          email: 'ana@example.com',
          message: 'Ainda disponível?',
          consent: true,
        },
      },
    })
  })

  it('labels a call or WhatsApp tap by its kind, and each write gets its own id (its Idempotency-Key)', async () => {
    const tap = await queueLead({ type: 'vehicle', id: '3', name: 'Hilux 2020' }, lead('whatsapp'))
    const call = await queueLead(listing, lead('phone'))
    expect(tap.label).toEqual({ contact: 'whatsapp', title: 'Hilux 2020' })
    expect(tap.meta).toEqual({ listing: 'vehicle:3' })
    expect(call.label).toEqual({ contact: 'phone', title: 'Casa no Centro' })
    expect(tap.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(call.id).not.toBe(tap.id)
  })
})
