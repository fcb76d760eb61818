// The listing catalog (src/locales/pt-BR/listing/, see lingui.config.ts): the texts of the listing editor,
// "Meus imóveis" and the push opt-in card. Every module of those folders with texts imports this file, so they
// load with the dashboard's chunks and never weigh on the home page's JavaScript.
import { i18n, type Messages } from '@lingui/core'

// A glob instead of a plain import: unit tests run without compiled catalogs (the macros carry the text there).
const compiled = import.meta.glob<{ messages: Messages }>('../../locales/pt-BR/listing/messages.ts', {
  eager: true,
})
for (const catalog of Object.values(compiled)) i18n.load('pt-BR', catalog.messages)
