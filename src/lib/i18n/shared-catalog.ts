// The shared catalog (src/locales/pt-BR/shared/, see lingui.config.ts): the texts of the pieces only lazy screens
// show (dialogs, form fields, pagination, action menus, the dashboard's frame…). Every module of those files imports
// this one, so the texts load with the first lazy chunk that needs them and never weigh on the home page.
import { i18n, type Messages } from '@lingui/core'

// A glob instead of a plain import: unit tests run without compiled catalogs (the macros carry the text there).
const compiled = import.meta.glob<{ messages: Messages }>('../../locales/pt-BR/shared/messages.ts', {
  eager: true,
})
for (const catalog of Object.values(compiled)) i18n.load('pt-BR', catalog.messages)
