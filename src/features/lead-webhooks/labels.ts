import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { WebhookDelivery } from '../../domain/lead-webhook'

export const statusLabels: Record<WebhookDelivery['attributes']['status'], MessageDescriptor> = {
  pending: msg`Aguardando nova tentativa`,
  delivered: msg`Entregue`,
  failed: msg`Falhou`,
}
