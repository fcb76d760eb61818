import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { OutboxEntry, OutboxStatus } from '../../lib/offline/outbox'
import '../../lib/i18n/visitor-catalog'

export const statusLabels: Record<OutboxStatus, MessageDescriptor> = {
  pending: msg`Aguardando envio`,
  uploading: msg`Enviando`,
  completed: msg`Enviado`,
  failed: msg`Falhou`,
}

const kindLabels: Record<string, MessageDescriptor> = {
  message: msg`Mensagem`,
  whatsapp: msg`Contato por WhatsApp`,
  phone: msg`Contato por telefone`,
  report: msg`Denúncia`,
  listing: msg`Anúncio`,
  photo: msg`Foto`,
}
const otherKind = msg`Envio`

/** What the entry is, for people: a lead says which kind of contact it records. */
export function kindLabel(entry: OutboxEntry): MessageDescriptor {
  if (entry.kind === 'lead') {
    const body = entry.request.body.type === 'json' ? (entry.request.body.value as { kind?: unknown }) : null
    const leadKind = typeof body?.kind === 'string' ? body.kind : 'message'
    return kindLabels[leadKind] ?? kindLabels.message!
  }
  return kindLabels[entry.kind] ?? otherKind
}

/** The listing title, file name… the feature stored with the entry. */
export function entryTitle(entry: OutboxEntry): string | null {
  const { title, name } = entry.meta
  if (typeof title === 'string' && title) return title
  return typeof name === 'string' && name ? name : null
}
