// The label of an outbox entry, as its kind's typed data. Entries queued before labels were stored with them
// (still in users' IndexedDB, still replayed) get one from what they kept then: the title or file name in
// `meta`, and for a lead the contact kind in its JSON body. No schema upgrade: only the reading side knows
// the old shape, and a new app version can still read what an older one wrote in another tab.
import { leadKinds } from '../../domain/enums'
import type { OutboxEntry } from './db'
import { isOutboxKind, type LeadContact, type OutboxKind, type OutboxLabels } from './kinds'

/** A label with its kind, so the panel can switch on it. */
export type EntryLabel = { [K in OutboxKind]: { kind: K } & OutboxLabels[K] }[OutboxKind]

const isLeadContact = (value: unknown): value is LeadContact =>
  (leadKinds as readonly unknown[]).includes(value)

function legacyTitle(meta: Record<string, unknown>): string {
  const { title, name } = meta
  if (typeof title === 'string' && title) return title
  return typeof name === 'string' ? name : ''
}

function legacyLabel(entry: OutboxEntry): EntryLabel {
  const title = legacyTitle(entry.meta)
  if (entry.kind !== 'lead') return { kind: entry.kind, title }
  const body = entry.request.body.type === 'json' ? (entry.request.body.value as { kind?: unknown }) : null
  return { kind: 'lead', contact: isLeadContact(body?.kind) ? body.kind : 'message', title }
}

/** The entry's label; null for a kind this version does not know (written by another version of the app). */
export function labelOf(entry: OutboxEntry): EntryLabel | null {
  if (!isOutboxKind(entry.kind)) return null
  // enqueue() only accepts the label of the entry's own kind (OutboxSubject), so the pair is consistent.
  if (entry.label) return { kind: entry.kind, ...entry.label } as EntryLabel
  return legacyLabel(entry)
}
