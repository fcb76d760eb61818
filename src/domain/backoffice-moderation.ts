import { z } from 'zod'
import { pageSchema, resourceSchema } from './api'
import { adminListQuerySchema, adminReasonSchema } from './backoffice'
import { reportReasons, reportStates } from './enums'
import { listingKinds, staffHoldSchema, type ListingKind } from './listing-lifecycle'
import { oneOf, plainText } from './validation'

// Property reports and listing moderation in the back office.

export { reportStates }
export const reportResolutions = ['resolved', 'dismissed'] as const
export { listingKinds }
export type ListingKindName = ListingKind
/**
 * What staff may do to a listing: hold it (off the public pages, paused or archived, with a reason the advertiser
 * reads), release a hold, or keep it with an answer to the advertiser's review request.
 */
export const moderationActions = ['pause', 'archive', 'release', 'keep'] as const
export type ModerationAction = (typeof moderationActions)[number]
/** The moves a report's resolution may also make on its listing. */
export const reportListingActions = ['pause', 'archive'] as const

export const reportListQuerySchema = adminListQuerySchema.extend({
  state: z.enum(reportStates).optional().catch(undefined),
  reason: z.enum(reportReasons).optional().catch(undefined),
})
export type ReportListQuery = z.infer<typeof reportListQuerySchema>

/** A listing's place in staff's queues: its risk score and the reasons (codes; a count where it says). */
export const riskSchema = z.object({
  score: z.number().int(),
  reasons: z.array(z.object({ code: z.string(), count: z.number().int() })),
})
export type Risk = z.infer<typeof riskSchema>

export const adminListingSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(listingKinds),
  title: z.string(),
  status: z.string(),
  archived: z.boolean(),
  hold: staffHoldSchema.nullable().default(null),
  /** What the advertiser wrote when asking for a review of the hold. */
  review_request_note: z.string().nullable().default(null),
  /** When the content last changed while the listing was live. */
  content_changed_at: z.string().nullable().default(null),
  /** In staff's review queue: the risk score it is ordered by, and its reasons. */
  risk: riskSchema.nullable().default(null),
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
  listing_action: oneOf(reportListingActions).optional(),
})
export type ReportResolveInput = z.input<typeof reportResolveInputSchema>

export const adminListingListQuerySchema = adminListQuerySchema.extend({
  kind: z.enum(listingKinds).catch('property').default('property'),
  status: plainText().trim().max(20).optional().catch(undefined),
  archived: z.enum(['0', '1']).optional().catch(undefined),
  /** Only listings under a staff hold; only those whose advertiser asked for a review; recent content changes. */
  hold: z.enum(['1']).optional().catch(undefined),
  review_requested: z.enum(['1']).optional().catch(undefined),
  changed: z.enum(['1']).optional().catch(undefined),
})
export type AdminListingListQuery = z.infer<typeof adminListingListQuerySchema>
export const adminListingPageSchema = pageSchema(
  resourceSchema('listing', adminListingSummarySchema.omit({ id: true })),
)

export const listingModerationInputSchema = z
  .object({
    action: oneOf(moderationActions),
    reason: adminReasonSchema.optional(),
  })
  .refine((v) => v.action === 'release' || !!v.reason, {
    message: 'Campo obrigatório',
    path: ['reason'],
  })
export type ListingModerationInput = z.input<typeof listingModerationInputSchema>
export const listingKindParamsSchema = z.object({ kind: z.enum(listingKinds), id: z.string() })
