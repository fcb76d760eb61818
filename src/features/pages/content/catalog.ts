// The long institutional texts have their own Lingui catalog (src/locales/pt-BR/pages/), loaded with these
// pages only, so the legal prose never weighs on the home page's JavaScript.
import { i18n } from '@lingui/core'
import type { Messages } from '@lingui/core'

// A glob instead of a plain import: unit tests run without compiled catalogs (the macros carry the text there).
const compiled = import.meta.glob<{ messages: Messages }>('../../../locales/pt-BR/pages/messages.ts', {
  eager: true,
})
for (const catalog of Object.values(compiled)) i18n.load('pt-BR', catalog.messages)
