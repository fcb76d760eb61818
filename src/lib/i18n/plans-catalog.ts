// The plans catalog (src/locales/pt-BR/plans/, see lingui.config.ts): the texts of the plans pages, the checkout
// pages, the advertiser's subscriptions and payment methods. Every module of those files imports this one, so the
// texts load with their lazy chunks and never weigh on the home page's JavaScript.
import { i18n, type Messages } from '@lingui/core'

// A glob instead of a plain import: unit tests run without compiled catalogs (the macros carry the text there).
const compiled = import.meta.glob<{ messages: Messages }>('../../locales/pt-BR/plans/messages.ts', {
  eager: true,
})
for (const catalog of Object.values(compiled)) i18n.load('pt-BR', catalog.messages)
