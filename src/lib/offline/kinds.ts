// What the outbox holds: one kind per write a feature queues, and per kind the label the pending-sends panel
// shows for it. The label is written when the write is queued (the feature knows the listing title or the
// file name then) and is never sent. Runs in the service worker too: types and plain data only.
import type { leadKinds } from '../../domain/enums'

export const outboxKinds = [
  'lead',
  'report',
  'listing',
  'photo',
  'business_lead',
  'saved_search',
  'trust_documents',
] as const
export type OutboxKind = (typeof outboxKinds)[number]

export type LeadContact = (typeof leadKinds)[number]

/** Per kind, what the panel needs to say what the entry is. */
export interface OutboxLabels {
  /** A contact about a listing: how the visitor got in touch (message, WhatsApp or phone tap) and about what. */
  lead: { contact: LeadContact; title: string }
  /** A report about a listing: its title. */
  report: { title: string }
  /** A listing created or edited: its title. */
  listing: { title: string }
  /** A photo upload: the file name. */
  photo: { title: string }
  /** An agency's or broker's contact request: the name or company it was sent for. */
  business_lead: { title: string }
  /** A saved search (an alert): its name. */
  saved_search: { title: string }
  /** Documents sent for the "Anunciante verificado" or "Documento conferido" check: what they are for. */
  trust_documents: { title: string }
}

export type OutboxLabel = OutboxLabels[OutboxKind]

/** A kind with its own label, e.g. `{ kind: 'lead', label?: { contact, title } }`: enqueue accepts no mix. */
export type OutboxSubject = { [K in OutboxKind]: { kind: K; label?: OutboxLabels[K] } }[OutboxKind]

export const isOutboxKind = (kind: unknown): kind is OutboxKind =>
  (outboxKinds as readonly unknown[]).includes(kind)
