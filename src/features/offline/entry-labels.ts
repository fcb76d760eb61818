import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { labelOf } from '../../lib/offline/entry-label'
import type { LeadContact, OutboxKind } from '../../lib/offline/kinds'
import type { OutboxEntry, OutboxStatus } from '../../lib/offline/outbox'
import '../../lib/i18n/visitor-catalog'

export const statusLabels: Record<OutboxStatus, MessageDescriptor> = {
  pending: msg`Aguardando envio`,
  uploading: msg`Enviando`,
  completed: msg`Enviado`,
  failed: msg`Falhou`,
}

/** A lead says which kind of contact it records. */
const contactLabels: Record<LeadContact, MessageDescriptor> = {
  message: msg`Mensagem`,
  whatsapp: msg`Contato por WhatsApp`,
  phone: msg`Contato por telefone`,
}

const kindLabels: Record<Exclude<OutboxKind, 'lead'>, MessageDescriptor> = {
  report: msg`Denúncia`,
  listing: msg`Anúncio`,
  photo: msg`Foto`,
  business_lead: msg`Solicitação de contato`,
  saved_search: msg`Busca salva`,
  trust_documents: msg`Documentos para verificação`,
}
const otherKind = msg`Envio`

/** What the entry is, for people, from the label stored with it (kinds.ts). */
export function kindLabel(entry: OutboxEntry): MessageDescriptor {
  const label = labelOf(entry)
  if (!label) return otherKind
  return label.kind === 'lead' ? contactLabels[label.contact] : kindLabels[label.kind]
}

/** The listing title, file name… the feature stored with the entry; null when there is none. */
export function entryTitle(entry: OutboxEntry): string | null {
  return labelOf(entry)?.title || null
}
