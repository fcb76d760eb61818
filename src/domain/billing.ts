import { z } from 'zod'
import { paymentMethodStatuses, planPeriods, subscriptionStatuses, userProfiles } from './enums'

// Plans, subscriptions and cards as the API answers them, and the pt-BR texts both sides show.

export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

export const planAttributesSchema = z.object({
  name: z.string(),
  description: z.string(),
  kind: z.enum(userProfiles),
  /** Whole reais, for the whole period. */
  price: z.number().int(),
  price_before_discount: z.number().int().nullable(),
  recommended: z.boolean(),
  recurring: z.boolean(),
  duration_in_months: z.number().int(),
  /** Free trial days (0: none). */
  days: z.number().int(),
  is_free: z.boolean(),
  properties_limit: z.number().int(),
  properties_highlighted_limit: z.number().int(),
  video: z.boolean(),
  highlight_days: z.number().int(),
  property_gallery_limit: z.number().int(),
  period: z.enum(planPeriods),
  order: z.number().int(),
})
export type PlanAttributes = z.infer<typeof planAttributesSchema>
export const planResourceSchema = z.object({
  id: z.string(),
  type: z.literal('plan'),
  attributes: planAttributesSchema,
})
export type PlanResource = z.infer<typeof planResourceSchema>

export const planListQuerySchema = z.object({ profile: z.enum(userProfiles).default('owner') })

/** What a plan costs a month over its duration, and what paying it in full saves against the price before discount. */
export function planMonthly(
  plan: Pick<PlanAttributes, 'price' | 'price_before_discount' | 'duration_in_months'>,
) {
  const months = Math.max(1, plan.duration_in_months)
  const saving =
    plan.price_before_discount && plan.price_before_discount > plan.price
      ? plan.price_before_discount - plan.price
      : 0
  return { months, monthly: Math.round((plan.price / months) * 100) / 100, saving }
}

export const subscriptionAttributesSchema = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  status: z.enum(subscriptionStatuses),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  trial_end: z.string().nullable(),
  recurring: z.boolean(),
  /** 'pix': one period paid by PIX (never renews by itself); 'card': the provider's subscription; null: no payment. */
  payment_method: z.enum(['card', 'pix']).nullable(),
  created_at: z.string(),
  /** The card code of the last declined renewal. */
  last_payment_error: z.string().nullable(),
  /** 'duplicate': paid while another subscription was current; cancelled and refunded. */
  refused_reason: z.enum(['duplicate']).nullable(),
})
export type SubscriptionAttributes = z.infer<typeof subscriptionAttributesSchema>
export const subscriptionResourceSchema = z.object({
  id: z.string(),
  type: z.literal('subscription'),
  attributes: subscriptionAttributesSchema,
})
export type SubscriptionResource = z.infer<typeof subscriptionResourceSchema>

/** Statuses that give the advertiser a plan's limits. */
export const ENTITLED_STATUSES = ['active', 'trial'] as const

export const autoRenewSchema = z.object({ recurring: z.boolean() })

export const paymentMethodAttributesSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  holder_name: z.string(),
  status: z.enum(paymentMethodStatuses),
  is_default: z.boolean(),
  created_at: z.string(),
})
export type PaymentMethodAttributes = z.infer<typeof paymentMethodAttributesSchema>
export const paymentMethodResourceSchema = z.object({
  id: z.string(),
  type: z.literal('payment_method'),
  attributes: paymentMethodAttributesSchema,
})
export type PaymentMethodResource = z.infer<typeof paymentMethodResourceSchema>

export const paymentMethodKinds = ['card', 'pix'] as const
export type PaymentMethodKind = (typeof paymentMethodKinds)[number]
export const checkoutStartSchema = z.object({
  plan_id: z.coerce.number().int().positive().max(2_147_483_647),
  /** 'card' (a subscription, trial on the first) or 'pix' (one period paid once, no trial). */
  method: z.enum(paymentMethodKinds).default('card'),
})
export const checkoutStatuses = ['open', 'complete', 'expired'] as const
export const checkoutSessionResourceSchema = z.object({
  id: z.string(),
  type: z.literal('checkout_session'),
  attributes: z.object({
    url: z.string().nullable(),
    mode: z.enum(['subscription', 'setup', 'payment']),
    payment_method: z.enum(paymentMethodKinds),
    status: z.enum(checkoutStatuses),
    trial: z.boolean(),
    plan_id: z.string().nullable(),
    /** The subscription once the provider's webhook has created it. */
    subscription: subscriptionResourceSchema.nullable(),
  }),
})
export type CheckoutSessionResource = z.infer<typeof checkoutSessionResourceSchema>

/** Card decline and error codes (Stripe's names) with the texts the checkout shows. */
export const cardErrorMessages = {
  generic_decline: 'Pagamento recusado pelo banco emissor do cartão.',
  stolen_card: 'Cartão roubado',
  insufficient_funds: 'Saldo insuficiente',
  card_velocity_exceeded: 'Limite de transações excedido',
  card_declined: 'Cartão recusado',
  expired_card: 'Cartão vencido',
  incorrect_cvc: 'Código de segurança incorreto',
  incorrect_number: 'Número do cartão incorreto',
  processing_error: 'Erro ao processar o cartão, tente novamente.',
} as const
export type CardErrorCode = keyof typeof cardErrorMessages

/** The text for a provider's decline code; a code without its own text reads as a declined card. */
export const declineMessage = (code: string | null): string =>
  code !== null && Object.hasOwn(cardErrorMessages, code)
    ? cardErrorMessages[code as CardErrorCode]
    : cardErrorMessages.card_declined

export const billingMsg = {
  plansLoad: 'Não foi possível carregar os planos, tente novamente mais tarde.',
  planNotFound: 'Plano não encontrado.',
  planNotForProfile: 'Este plano não é para o seu perfil de anunciante.',
  planFree: 'Este plano é gratuito e não precisa de pagamento.',
  planNotFree: 'Este plano é pago: assine-o pelo pagamento com cartão.',
  checkoutStart: 'Não foi possível iniciar o pagamento, tente novamente mais tarde.',
  alreadySubscribed: 'Você já tem uma assinatura ativa. Cancele-a antes de assinar outro plano.',
  pixOtherPlan:
    'Seu plano atual foi pago via PIX: pague o próximo período do mesmo plano, ou escolha outro plano quando ele terminar.',
  pixNoAutoRenew:
    'Um plano pago via PIX não renova sozinho: pague o próximo período com PIX ou assine com cartão quando ele terminar.',
  freeStart: 'Não foi possível ativar o plano, tente novamente mais tarde.',
  cancel: 'Não foi possível cancelar a assinatura, entre em contato com o suporte.',
  cancelTrial: 'Não foi possível cancelar o período de teste, tente novamente mais tarde.',
  autoRenew: 'Não foi possível alterar a renovação automática, tente novamente mais tarde.',
  notActive: 'Esta assinatura não está ativa.',
  notTrial: 'Esta assinatura não está em período de teste.',
  cardsLoad: 'Não foi possível carregar seus cartões, tente novamente mais tarde.',
  cardAdd: 'Não foi possível adicionar o cartão, tente novamente mais tarde.',
  cardRemove: 'Não foi possível remover o cartão, tente novamente mais tarde.',
  cardDefault: 'Não foi possível definir o cartão principal, tente novamente mais tarde.',
  paymentsOff:
    'Os pagamentos estão indisponíveis no momento. Planos gratuitos continuam disponíveis; tente assinar um plano pago mais tarde.',
  sandboxNotice: 'Ambiente de demonstração: nenhum valor é cobrado',
  unpaidBlocks:
    'Sua assinatura tem um pagamento pendente. Pague ou cancele a assinatura antes de assinar outro plano.',
  payNow: 'Não foi possível cobrar o cartão, tente novamente ou use outro cartão.',
  notUnpaid: 'Esta assinatura não tem pagamento pendente.',
  duplicateRefunded:
    'Você já tinha uma assinatura ativa: o novo pagamento foi cancelado e o valor, estornado no seu cartão.',
  trialUsed:
    'O período de teste grátis é concedido uma vez por pessoa: a assinatura começou sem período de teste.',
} as const

/** Who takes payments on this server: Stripe, the demonstration sandbox (nothing charged) or nobody. */
export const paymentsModes = ['stripe', 'sandbox', 'off'] as const
export type PaymentsModeName = (typeof paymentsModes)[number]

export const planPeriodLabel: Record<(typeof planPeriods)[number], string> = {
  monthly: 'Mensal',
  bimonthly: 'Bimestral',
  quarterly: 'Trimestral',
  semiannually: 'Semestral',
  yearly: 'Anual',
}
