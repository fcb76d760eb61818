// The discovery catalog (src/locales/pt-BR/discovery/, see lingui.config.ts): the texts of search, map, share and
// the list and detail pages. Every module of those folders imports this file, so the texts load with their
// route's chunk and never weigh on the home page's JavaScript.
import { i18n, type Messages } from '@lingui/core'

// A glob instead of a plain import: unit tests run without compiled catalogs (the macros carry the text there).
const compiled = import.meta.glob<{ messages: Messages }>('../../locales/pt-BR/discovery/messages.ts', {
  eager: true,
})
for (const catalog of Object.values(compiled)) i18n.load('pt-BR', catalog.messages)
