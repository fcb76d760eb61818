import { z } from 'zod'
import { pageSchema, resourceSchema } from './api'
import { adminListQuerySchema } from './backoffice'
import { planPeriods, subscriptionStatuses, userProfiles } from './enums'
import { countSchema, fieldMsg, flagSchema, intIdSchema, oneOf, plainText, requiredText } from './validation'

// Plans as staff edit them: every field of a plan, the payment provider's product and price ids included.

/** Stripe's ceiling for one amount: R$ 999.999,99 (whole reais here). */
export const MAX_PLAN_PRICE = 999_999
/** Stripe bills every 36 months at most. */
export const MAX_PLAN_MONTHS = 36
const money = countSchema.refine((v) => v <= MAX_PLAN_PRICE, {
  message: 'O valor máximo de um plano é R$ 999.999,99.',
})
const optionalId = plainText()
  .trim()
  .max(120, fieldMsg.maxLength(120))
  .nullish()
  .transform((v) => (v ? v : null))

export const planInputSchema = z.object({
  name: requiredText(80),
  description: plainText().trim().max(2000, fieldMsg.maxLength(2000)).default(''),
  kind: oneOf(userProfiles),
  /** Whole reais. */
  price: money,
  price_before_discount: z
    .preprocess((v) => (v === '' ? null : v), money.nullish())
    .transform((v) => v ?? null),
  active: flagSchema.default(true),
  recommended: flagSchema.default(false),
  recurring: flagSchema.default(true),
  duration_in_months: z.coerce
    .number()
    .int()
    .min(1, 'Valor deve ser maior que 0')
    .max(MAX_PLAN_MONTHS, 'A duração máxima de um plano é de 36 meses.'),
  /** Trial days. */
  days: z.coerce.number().int().min(0).max(365),
  is_free: flagSchema.default(false),
  provider_product_id: optionalId,
  provider_price_id: optionalId,
  properties_limit: countSchema,
  properties_highlighted_limit: countSchema,
  video: flagSchema.default(false),
  highlight_days: countSchema,
  property_gallery_limit: countSchema,
  period: oneOf(planPeriods),
})
export type PlanInput = z.input<typeof planInputSchema>
export type PlanValues = z.output<typeof planInputSchema>

export const adminPlanSchema = resourceSchema(
  'plan',
  planInputSchema.extend({
    description: z.string(),
    price: z.number().int(),
    price_before_discount: z.number().int().nullable(),
    active: z.boolean(),
    recommended: z.boolean(),
    recurring: z.boolean(),
    duration_in_months: z.number().int(),
    days: z.number().int(),
    is_free: z.boolean(),
    provider_product_id: z.string().nullable(),
    provider_price_id: z.string().nullable(),
    properties_limit: z.number().int(),
    properties_highlighted_limit: z.number().int(),
    video: z.boolean(),
    highlight_days: z.number().int(),
    property_gallery_limit: z.number().int(),
    name: z.string(),
    kind: z.enum(userProfiles),
    period: z.enum(planPeriods),
    order: z.number().int(),
    subscriptions_count: z.number().int(),
    created_at: z.string(),
  }),
)
export type AdminPlan = z.infer<typeof adminPlanSchema>
export const adminPlanListSchema = z.object({ data: z.array(adminPlanSchema) })

/** The new order of the plans: every plan id, first to last. */
export const planOrderInputSchema = z.object({
  ids: z.array(intIdSchema()).min(1).max(500),
})

export const planActiveInputSchema = z.object({ active: flagSchema })

export const adminSubscriptionListQuerySchema = adminListQuerySchema.extend({
  status: z.enum(subscriptionStatuses).optional().catch(undefined),
  plan_id: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
  profile: z.enum(userProfiles).optional().catch(undefined),
})
export type AdminSubscriptionListQuery = z.infer<typeof adminSubscriptionListQuerySchema>

export const adminSubscriptionSchema = resourceSchema(
  'subscription',
  z.object({
    user_id: z.string(),
    user_name: z.string(),
    user_email: z.string(),
    profile: z.enum(userProfiles),
    plan_id: z.string(),
    plan_name: z.string(),
    status: z.enum(subscriptionStatuses),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    recurring: z.boolean(),
    created_at: z.string(),
  }),
)
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>
export const adminSubscriptionPageSchema = pageSchema(adminSubscriptionSchema)
