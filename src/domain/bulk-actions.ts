import { z } from 'zod'
import type { ListingKind } from './listing-lifecycle'

// Actions on many of the advertiser's listings at once, from a dashboard list's selection. Each listing moves on
// its own through the lifecycle and the plan's limits, in the order picked: the answer says, per listing, whether it
// moved or why not, so a selection that reaches the plan's limit halfway publishes what fits.

export const bulkActionsOf = {
  property: ['publish', 'pause', 'highlight', 'archive'],
  vehicle: ['publish', 'pause', 'archive'],
} as const satisfies Record<ListingKind, readonly string[]>
export type BulkAction = (typeof bulkActionsOf.property)[number]

/** At most this many listings per request: a dashboard page holds 24. */
export const BULK_MAX = 100

export const bulkMsg = {
  action: 'Escolha uma ação.',
  none: 'Selecione pelo menos um anúncio.',
  tooMany: `Selecione no máximo ${BULK_MAX} anúncios de uma vez.`,
  failed: 'Falha ao aplicar a ação aos anúncios selecionados, tente novamente mais tarde.',
} as const

/** POST /v1/{properties,vehicles}/bulk. Ids repeated in the selection count once. */
export const bulkBodySchema = <K extends ListingKind>(kind: K) =>
  z.object({
    action: z.enum(bulkActionsOf[kind], { message: bulkMsg.action }),
    ids: z
      .array(z.string().regex(/^\d{1,12}$/, bulkMsg.none))
      .min(1, bulkMsg.none)
      .max(BULK_MAX, bulkMsg.tooMany)
      .transform((ids) => [...new Set(ids)]),
  })

/** One listing's outcome: moved, or the pt-BR reason it did not (the same message a single action gets). */
export const bulkOutcomeSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  code: z.string().optional(),
  detail: z.string().optional(),
})
export type BulkOutcome = z.infer<typeof bulkOutcomeSchema>

export const bulkAnswerSchema = z.object({ data: z.array(bulkOutcomeSchema) })
export type BulkAnswer = z.infer<typeof bulkAnswerSchema>
