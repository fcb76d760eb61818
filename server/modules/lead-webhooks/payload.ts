import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client'
import type { leads } from '../../db/schema'
import { listingFacts } from '../listings'

// The JSON an agency's receiver gets (docs/webhooks.md): an event id to dedupe on, its type, and the lead with its
// listing. Built once when the event is queued, so every attempt sends the same bytes.

export type Reader = Pick<Db, 'select'>
type LeadRow = typeof leads.$inferSelect

export interface WebhookListing {
  kind: 'property' | 'vehicle'
  id: string
  title: string
  url: string
}

export interface WebhookEvent {
  id: string
  type: 'lead.created' | 'webhook.test'
  created_at: string
  data: {
    lead: {
      id: string
      kind: string
      name: string
      email: string | null
      phone: string | null
      message: string | null
      created_at: string
    }
    listing: WebhookListing | null
  }
}

async function listingOf(db: Reader, lead: LeadRow, origin: string): Promise<WebhookListing | null> {
  const kind = lead.propertyId !== null ? 'property' : lead.vehicleId !== null ? 'vehicle' : null
  const id = lead.propertyId ?? lead.vehicleId
  if (kind === null || id === null) return null
  const facts = await listingFacts(db, kind, id)
  return facts && { kind, id: String(id), title: facts.name, url: `${origin}${facts.path}` }
}

export const leadEventId = (leadId: number) => `evt_lead_${leadId}`

export async function leadCreatedEvent(db: Reader, lead: LeadRow, origin: string): Promise<WebhookEvent> {
  return {
    id: leadEventId(lead.id),
    type: 'lead.created',
    created_at: new Date().toISOString(),
    data: {
      lead: {
        id: String(lead.id),
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        created_at: lead.sentAt.toISOString(),
      },
      listing: await listingOf(db, lead, origin),
    },
  }
}

/** "Enviar teste": a lead-shaped event that no visitor sent, so the receiver can be tried before a real lead. */
export function testEvent(): WebhookEvent {
  const now = new Date().toISOString()
  return {
    id: `evt_test_${randomBytes(8).toString('hex')}`,
    type: 'webhook.test',
    created_at: now,
    data: {
      lead: {
        id: '0',
        kind: 'message',
        name: 'Contato de teste',
        email: 'teste@exemplo.com.br',
        phone: null,
        message: 'Este é um envio de teste do webhook de contatos do Mercado Irecê.',
        created_at: now,
      },
      listing: null,
    },
  }
}
