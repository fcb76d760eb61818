import { uploadMsg } from './upload'

// What an advertiser's plan allows, and the pt-BR refusals when a write goes past it. The server counts and
// refuses (server/modules/plan-limits/); the dashboard shows the same figures and messages.

export const planLimitMsg = {
  properties: (n: number) =>
    `Você atingiu o limite de ${n} ${n === 1 ? 'imóvel ativo' : 'imóveis ativos'} do seu plano. ` +
    'Salve como pendente, pause outro anúncio ou mude de plano.',
  highlighted: 'Você atingiu o limite de imóveis em destaque.',
  highlightNotInPlan: 'Seu plano não inclui imóveis em destaque. Mude de plano para destacar seus anúncios.',
  video: 'Seu plano não permite vídeo no anúncio.',
  gallery: uploadMsg.tooMany,
  /** Publishing (a property made active, a vehicle sent to review) without an active or trial subscription. */
  noSubscription: 'Você precisa de um plano ativo para publicar. Escolha um plano em /planos.',
} as const

/** The error code of that refusal: the web app shows a link to the plans with it. */
export const NO_SUBSCRIPTION = 'no_subscription'

/** Whether these limits come from a current subscription (active or in trial): only then may listings go live. */
export const isSubscribed = (limits: Pick<PlanLimits, 'source'>): boolean =>
  limits.source === 'active' || limits.source === 'trial'

/** The document a broker (CRECI) or an agency (CNPJ) still has to give before its plan's limits apply. */
export type MissingDocument = 'creci' | 'cnpj'

/** What the dashboard says while that document is missing. */
export const missingDocumentMsg: Record<MissingDocument, string> = {
  creci:
    'Informe um CRECI válido em Meu perfil para usar os limites do plano de corretor. Até lá, sua conta tem os limites de um proprietário.',
  cnpj: 'Informe um CNPJ válido nos Dados da imobiliária para usar os limites do plano de imobiliária. Até lá, sua conta tem os limites de um proprietário.',
}

/** The plan's limits, as the server reads them from the plans table. */
export interface PlanLimits {
  /** The plan these limits come from; null for the built-in defaults (no subscription, no free plan). */
  planId: number | null
  planName: string | null
  /** Where they come from: a subscription active or in trial, the profile's free plan, or the defaults. */
  source: 'active' | 'trial' | 'free' | 'default'
  /** properties_limit: published listings at once. */
  properties: number
  /** properties_highlighted_limit: highlighted listings at once. */
  highlighted: number
  /** property_gallery_limit: photos per listing. */
  gallery: number
  /** The plan's video option. */
  video: boolean
  /** Set while a broker's or an agency's document is missing: the figures are then an owner's. */
  missingDocument?: MissingDocument
  /** highlight_days: how long a highlight lasts. */
  highlightDays: number
}
