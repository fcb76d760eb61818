import { i18n } from '@lingui/core'
import { messages } from '../locales/pt-BR/messages'

/** The only locale (spec: pt-BR only), with the catalog compiled by `lingui compile --typescript`. */
export function activateI18n() {
  i18n.loadAndActivate({ locale: 'pt-BR', messages })
  return i18n
}
