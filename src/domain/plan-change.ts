import { z } from 'zod'
import type { PlanAttributes } from './billing'

// Moving a subscription to another plan of the profile without cancelling it: a plan that costs more a month takes
// effect at once (the provider charges the rest of the period, less the unused time of the current plan); one that
// costs less (or the same) waits for the end of the period paid for, and the advertiser chooses beforehand which
// listings stay live within its places.

/** Whether moving from one plan to another is an upgrade (at once, prorated) or a downgrade (at the period's end). */
export function planChangeDirection(
  from: Pick<PlanAttributes, 'price' | 'duration_in_months'>,
  to: Pick<PlanAttributes, 'price' | 'duration_in_months'>,
): 'upgrade' | 'downgrade' {
  const monthly = (p: typeof from) => p.price / Math.max(1, p.duration_in_months)
  return monthly(to) > monthly(from) ? 'upgrade' : 'downgrade'
}

const id = z.coerce.number().int().positive().max(2_147_483_647)

export const planChangeQuerySchema = z.object({ plan_id: id })

export const planChangeBodySchema = z.object({
  plan_id: id,
  /** The instant the quote was figured for (an upgrade): the charge is the amount shown, when still recent. */
  proration_date: z.string().datetime({ offset: true }).optional(),
  /** A downgrade: the listings that stay live when the smaller plan starts (each kind within its places). */
  keep: z
    .object({
      properties: z.array(id).max(1000).default([]),
      vehicles: z.array(id).max(1000).default([]),
    })
    .optional(),
})
export type PlanChangeBody = z.infer<typeof planChangeBodySchema>

const listingSchema = z.object({
  id: z.string(),
  kind: z.enum(['property', 'vehicle']),
  name: z.string(),
  status: z.string(),
  created_at: z.string(),
})
export type PlanChangeListing = z.infer<typeof listingSchema>

/** GET …/plan_change?plan_id=: what the change would do, before the advertiser confirms it. */
export const planChangeQuoteSchema = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  direction: z.enum(['upgrade', 'downgrade']),
  /** Upgrade: centavos charged now. */
  amount_due: z.number().int().nullable(),
  proration_date: z.string().nullable(),
  /** When the change takes effect (now for an upgrade, the period's end for a downgrade). */
  effective_at: z.string().nullable(),
  /** The new plan's places, each kind counted apart. */
  limits: z.object({ properties: z.number().int(), vehicles: z.number().int() }),
  /** Downgrade: the listings holding a place now, newest first. */
  listings: z.array(listingSchema),
})
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>

/** A downgrade waiting for the end of the period. */
export const pendingPlanChangeSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  effective_at: z.string().nullable(),
  keep: z.object({ properties: z.array(z.string()), vehicles: z.array(z.string()) }),
})
export type PendingPlanChange = z.infer<typeof pendingPlanChangeSchema>

export const planChangeMsg = {
  samePlan: 'Este já é o seu plano atual.',
  notChangeable:
    'Esta assinatura não pode mudar de plano. Cancele-a e escolha outro plano no fim do período.',
  freeTarget: 'Para passar a um plano gratuito, cancele a assinatura: ela vale até o fim do período pago.',
  tooMany: (limit: number, kind: 'property' | 'vehicle') =>
    kind === 'property'
      ? `O novo plano permite até ${limit} ${limit === 1 ? 'imóvel ativo' : 'imóveis ativos'}.`
      : `O novo plano permite até ${limit} ${limit === 1 ? 'veículo ativo' : 'veículos ativos'}.`,
  notYours: 'Escolha apenas anúncios seus que estão ativos.',
  quote: 'Não foi possível calcular o valor da mudança de plano, tente novamente mais tarde.',
  change: 'Não foi possível mudar de plano, tente novamente mais tarde.',
  declined: 'O cartão foi recusado. Atualize seu cartão em Formas de pagamento e tente de novo.',
  noPending: 'Não há mudança de plano agendada.',
  inProgress: 'Sua mudança de plano já está sendo feita. Aguarde alguns segundos e atualize a página.',
} as const
