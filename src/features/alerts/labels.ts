import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AlertEmailMode } from '../../domain/saved-search'
import '../../lib/i18n/visitor-catalog'

/** The e-mail choices of an alert, as the dialog and Meus alertas offer them. */
export const emailModeLabels: Record<AlertEmailMode, MessageDescriptor> = {
  off: msg`Desligado`,
  instant: msg`Na hora`,
  daily: msg`Resumo diário às 8 h`,
}
