import { i18n } from '@lingui/core'
import { messages } from '../locales/pt-BR/messages'

/** The only locale, pt-BR (docs/product.md, What it is), with the catalog `lingui compile --typescript` builds. */
export function activateI18n() {
  // Added to what is loaded already: in the server's bundle the split catalogs (src/lib/i18n) may load first,
  // and loadAndActivate would replace them.
  i18n.load('pt-BR', messages)
  i18n.activate('pt-BR')
  return i18n
}
