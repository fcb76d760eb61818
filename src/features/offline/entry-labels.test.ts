import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '../../lib/offline/outbox'
import { outboxEntry } from '../../lib/offline/test-helpers'
import { entryTitle, kindLabel } from './entry-labels'

const entry = outboxEntry

const text = (e: OutboxEntry) => kindLabel(e).message

describe('what the pending-sends panel says about an entry', () => {
  it('reads the typed label stored with the entry', () => {
    const lead = entry({ label: { contact: 'phone', title: 'Casa no Centro' } })
    expect(text(lead)).toBe('Contato por telefone')
    expect(entryTitle(lead)).toBe('Casa no Centro')
    expect(text(entry({ label: { contact: 'whatsapp', title: 'x' } }))).toBe('Contato por WhatsApp')
    expect(text(entry({ label: { contact: 'message', title: 'x' } }))).toBe('Mensagem')
    const report = entry({ kind: 'report', label: { title: 'Apartamento' } })
    expect(text(report)).toBe('Denúncia')
    expect(entryTitle(report)).toBe('Apartamento')
    expect(text(entry({ kind: 'listing', label: { title: 'Casa' } }))).toBe('Anúncio')
    const photo = entry({ kind: 'photo', label: { title: 'fachada.webp' } })
    expect(text(photo)).toBe('Foto')
    expect(entryTitle(photo)).toBe('fachada.webp')
  })

  it('labels an entry queued before labels existed from what it stored then', () => {
    const old = entry({
      request: {
        method: 'POST',
        url: '/api/leads',
        headers: {},
        body: { type: 'json', value: { kind: 'whatsapp' } },
      },
      meta: { title: 'Casa no Centro', listing: 'property:7' },
    })
    expect(text(old)).toBe('Contato por WhatsApp')
    expect(entryTitle(old)).toBe('Casa no Centro')
    expect(text(entry({ meta: {} }))).toBe('Mensagem')
    expect(entryTitle(entry({ meta: {} }))).toBeNull()
    expect(entryTitle(entry({ kind: 'photo', meta: { name: 'fachada.webp' } }))).toBe('fachada.webp')
  })

  it('an unknown kind is just a send, and an empty title shows none', () => {
    // Written by another version of the app: outside the union, hence the cast.
    expect(text(entry({ kind: 'newsletter' as never }))).toBe('Envio')
    expect(entryTitle(entry({ kind: 'photo', label: { title: '' } }))).toBeNull()
  })
})
