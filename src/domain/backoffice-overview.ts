import { z } from 'zod'
import { subscriptionStatuses, userProfiles } from './enums'

// GET /v1/admin/overview: the back office landing page's counts and 30-day trends (one number per day, oldest first).

const series = z.array(z.number().int()).length(30)

export const adminOverviewSchema = z.object({
  data: z.object({
    id: z.literal('overview'),
    type: z.literal('overview'),
    attributes: z.object({
      users_by_profile: z.record(z.enum(userProfiles), z.number().int()),
      active_listings: z.object({ properties: z.number().int(), vehicles: z.number().int() }),
      vehicles_pending_review: z.number().int(),
      open_reports: z.number().int(),
      subscriptions_by_status: z.record(z.enum(subscriptionStatuses), z.number().int()),
      leads_this_week: z.number().int(),
      trends: z.object({
        /** The first day of the series (YYYY-MM-DD, UTC). */
        since: z.string(),
        new_users: series,
        new_listings: series,
        leads: series,
        reports: series,
      }),
    }),
  }),
})
export type AdminOverview = z.infer<typeof adminOverviewSchema>['data']['attributes']
