import { z } from 'zod'
import { pageSchema, resourceSchema } from './api'
import { adminListQuerySchema, adminReasonSchema } from './backoffice'
import { reportReasons } from './enums'
import { oneOf, plainText } from './validation'

// Property reports and listing moderation in the back office.

export const reportStates = ['open', 'closed'] as const
export const reportResolutions = ['resolved', 'dismissed'] as const
export const listingKinds = ['property', 'vehicle'] as const
export type ListingKindName = (typeof listingKinds)[number]
/** What staff may do to a listing: take it off the public pages (pause) or archive it. */
export const moderationActions = ['pause', 'archive'] as const

export const reportListQuerySchema = adminListQuerySchema.extend({
  state: z.enum(reportStates).optional().catch(undefined),
  reason: z.enum(reportReasons).optional().catch(undefined),
})
export type ReportListQuery = z.infer<typeof reportListQuerySchema>

export const adminListingSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(listingKinds),
  title: z.string(),
  status: z.string(),
  archived: z.boolean(),
  url: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  city: z.string(),
  created_at: z.string(),
})
export type AdminListingSummary = z.infer<typeof adminListingSummarySchema>

export const adminReportSchema = resourceSchema(
  'report',
  z.object({
    reason: z.enum(reportReasons),
    details: z.string().nullable(),
    state: z.enum(reportStates),
    resolution: z.enum(reportResolutions).nullable(),
    resolution_note: z.string().nullable(),
    resolved_at: z.string().nullable(),
    created_at: z.string(),
    listing: adminListingSummarySchema,
    /** Other reports on the same listing. */
    listing_reports: z.number().int(),
  }),
)
export type AdminReport = z.infer<typeof adminReportSchema>
export const adminReportPageSchema = pageSchema(adminReportSchema).extend({
  meta: pageSchema(adminReportSchema).shape.meta.extend({
    counts: z.object({ open: z.number().int(), closed: z.number().int() }),
  }),
})

export const reportResolveInputSchema = z.object({
  resolution: oneOf(reportResolutions),
  note: plainText().trim().max(500).optional(),
  /** Also act on the listing, with the note as the reason. */
  listing_action: oneOf(moderationActions).optional(),
})
export type ReportResolveInput = z.input<typeof reportResolveInputSchema>

export const adminListingListQuerySchema = adminListQuerySchema.extend({
  kind: z.enum(listingKinds).catch('property').default('property'),
  status: plainText().trim().max(20).optional().catch(undefined),
  archived: z.enum(['0', '1']).optional().catch(undefined),
})
export type AdminListingListQuery = z.infer<typeof adminListingListQuerySchema>
export const adminListingPageSchema = pageSchema(
  resourceSchema('listing', adminListingSummarySchema.omit({ id: true })),
)

export const listingModerationInputSchema = z.object({
  action: oneOf(moderationActions),
  reason: adminReasonSchema,
})
export type ListingModerationInput = z.input<typeof listingModerationInputSchema>
export const listingKindParamsSchema = z.object({ kind: z.enum(listingKinds), id: z.string() })
