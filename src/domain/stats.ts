import { z } from 'zod'

// The advertiser's statistics (GET /v1/stats, the dashboard's first page): totals, each listing's page views
// (total, today, week, last 15 days) and leads by kind, and leads and views per day over the last 30 days.

export const STATS_DAYS = 30

const byKindSchema = z.object({
  message: z.number().int(),
  whatsapp: z.number().int(),
  phone: z.number().int(),
})
export type LeadsByKind = z.infer<typeof byKindSchema>

export const listingViewsSchema = z.object({
  total: z.number().int(),
  today: z.number().int(),
  week: z.number().int(),
  last_15_days: z.number().int(),
})

export const listingStatsSchema = z.object({
  key: z.string(),
  type: z.enum(['property', 'vehicle']),
  id: z.string(),
  title: z.string(),
  status: z.string(),
  /** Page views, for properties and vehicles alike (null only from an older server). */
  views: listingViewsSchema.nullable(),
  leads: byKindSchema,
})
export type ListingStats = z.infer<typeof listingStatsSchema>

export const dayStatsSchema = z.object({
  /** YYYY-MM-DD on the server's calendar. */
  day: z.string(),
  leads: z.number().int(),
  views: z.number().int(),
})
export type DayStats = z.infer<typeof dayStatsSchema>

export const statsSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('stats'),
    attributes: z.object({
      active_listings: z.number().int(),
      leads: z.number().int(),
      views: z.number().int(),
      leads_by_kind: byKindSchema,
      listings: z.array(listingStatsSchema),
      /** The last 30 days, oldest first, every day present. */
      daily: z.array(dayStatsSchema),
    }),
  }),
})
export type Stats = z.infer<typeof statsSchema>
