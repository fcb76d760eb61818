import { z } from 'zod'
import { pageSchema, resourceSchema } from './api'
import { adminListQuerySchema } from './backoffice'
import { subscriptionStatuses, userProfiles, userStatuses } from './enums'
import { intIdSchema, oneOf, plainText } from './validation'

export const adminUserListQuerySchema = adminListQuerySchema.extend({
  profile: z.enum(userProfiles).optional().catch(undefined),
  status: z.enum(userStatuses).optional().catch(undefined),
})
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>

export const adminSubscriptionSummarySchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  plan_name: z.string(),
  status: z.enum(subscriptionStatuses),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  recurring: z.boolean(),
})

export const adminUserSchema = resourceSchema(
  'user',
  z.object({
    name: z.string(),
    email: z.string(),
    profile: z.enum(userProfiles),
    status: z.enum(userStatuses),
    created_at: z.string(),
    listings: z.object({ properties: z.number().int(), vehicles: z.number().int() }),
    subscription: adminSubscriptionSummarySchema.nullable(),
  }),
)
export type AdminUser = z.infer<typeof adminUserSchema>
export const adminUserPageSchema = pageSchema(adminUserSchema)

export const adminUserListingSchema = z.object({
  id: z.string(),
  kind: z.enum(['property', 'vehicle']),
  title: z.string(),
  status: z.string(),
  archived: z.boolean(),
  created_at: z.string(),
})
export const adminUserDetailSchema = z.object({
  data: resourceSchema(
    'user',
    adminUserSchema.shape.attributes.extend({
      phones: z.array(z.string()),
      cpf: z.string().nullable(),
      creci: z.string().nullable(),
      presentation_name: z.string().nullable(),
      /** Why the team suspended the account; null when active. */
      suspension_reason: z.string().nullable(),
      leads_count: z.number().int(),
      recent_listings: z.array(adminUserListingSchema),
    }),
  ),
})
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>['data']

/** Suspend or reactivate. A suspension needs its reason: kept on the account and in the audit log. */
export const SUSPENSION_REASON_REQUIRED = 'Informe o motivo da suspensão.'
export const adminUserStatusInputSchema = z
  .object({
    status: oneOf(['active', 'suspended'] as const),
    reason: plainText().trim().max(500).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'suspended' && !input.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: SUSPENSION_REASON_REQUIRED })
  })
export type AdminUserStatusInput = z.input<typeof adminUserStatusInputSchema>

/** The back office's view of a user's plan: active, trial or cancelled. */
export const adminPlanStatuses = ['active', 'trial', 'canceled'] as const
export const adminUserSubscriptionInputSchema = z.object({
  plan_id: intIdSchema(),
  status: oneOf(adminPlanStatuses),
})
export type AdminUserSubscriptionInput = z.input<typeof adminUserSubscriptionInputSchema>
