// The back office catalog (src/locales/pt-BR/backoffice/, see lingui.config.ts): the texts of the staff screens.
// Every module of src/features/backoffice imports this file, so the texts load with those routes' chunks only.
import { i18n, type Messages } from '@lingui/core'

// A glob instead of a plain import: unit tests run without compiled catalogs (the macros carry the text there).
const compiled = import.meta.glob<{ messages: Messages }>('../../locales/pt-BR/backoffice/messages.ts', {
  eager: true,
})
for (const catalog of Object.values(compiled)) i18n.load('pt-BR', catalog.messages)
