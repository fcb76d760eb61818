import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { leadKinds } from '../../domain/enums'
import '../../lib/i18n/listing-catalog'

type Kind = (typeof leadKinds)[number]

/** The inbox's tabs. */
export const tabLabels: Record<Kind, MessageDescriptor> = {
  message: msg`Mensagens`,
  whatsapp: msg`WhatsApp`,
  phone: msg`Telefone`,
}

/** What the visitor did, in a lead's detail. */
export const kindLabels: Record<Kind, MessageDescriptor> = {
  message: msg`Mensagem`,
  whatsapp: msg`Tocou no WhatsApp`,
  phone: msg`Pediu para ver o telefone`,
}

/** Empty tab, per kind. */
export const emptyLabels: Record<Kind, MessageDescriptor> = {
  message: msg`Nenhuma mensagem por aqui.`,
  whatsapp: msg`Nenhum contato pelo WhatsApp por aqui.`,
  phone: msg`Nenhum pedido de telefone por aqui.`,
}
