import { z } from 'zod'

// GET /v1/listings/limits: what the advertiser's plan allows each kind of listing, and how much is in use. The
// dashboard and the owner flow read it before a listing is filled in (an advertiser at the limit learns it first).

const useSchema = z.object({
  /** How many at once the plan allows. */
  limit: z.number().int(),
  /** How many take a place now. */
  active: z.number().int(),
})

export const listingsLimitsSchema = z.object({
  plan: z.object({
    /** null for the built-in defaults (no subscription and no free plan). */
    id: z.string().nullable(),
    name: z.string().nullable(),
    /** A subscription active or in trial, the profile's free plan, or the defaults. */
    source: z.enum(['active', 'trial', 'free', 'default']),
  }),
  /** A current subscription: without one, listings can be saved but not published. */
  subscribed: z.boolean(),
  /** Photos per listing. */
  gallery: z.number().int(),
  /** Whether a listing may have a video. */
  video: z.boolean(),
  /** Properties published (active, not archived). */
  properties: useSchema,
  /** Vehicles published or in review, not archived. */
  vehicles: useSchema,
  /** Properties highlighted now (published, not expired). */
  highlights: useSchema,
  /**
   * The document a broker (CRECI) or an agency (CNPJ) still has to give: until then the figures above are an
   * owner's (missingDocumentMsg says so in the dashboard). Absent or null when nothing is missing.
   */
  missing_document: z.enum(['creci', 'cnpj']).nullable().optional(),
})
export type ListingsLimits = z.infer<typeof listingsLimitsSchema>
export const listingsLimitsDocumentSchema = z.object({ data: listingsLimitsSchema })
