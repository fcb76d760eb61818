// The labels catalog (src/locales/pt-BR/labels/, see lingui.config.ts): the texts of the listings' labels that no
// card shows (features, orders, steering, body, financing, seller types). Their modules import this one, so the
// texts load with the detail and list pages and the editor, never with the home page.
import { i18n, type Messages } from '@lingui/core'

// A glob instead of a plain import: unit tests run without compiled catalogs (the macros carry the text there).
const compiled = import.meta.glob<{ messages: Messages }>('../../locales/pt-BR/labels/messages.ts', {
  eager: true,
})
for (const catalog of Object.values(compiled)) i18n.load('pt-BR', catalog.messages)
