import { z } from 'zod'

// Where a listing's price sits among live listings like it (same town, category and deal for a property, in
// reais per m²; same model, a year either side, for a vehicle): the 25th–75th percentile is "the region's band".
// Only where at least 8 comparables exist; null otherwise.

export const priceBandPositions = ['below', 'within', 'above'] as const
export type PriceBandPosition = (typeof priceBandPositions)[number]

export const priceBandSchema = z.object({
  position: z.enum(priceBandPositions),
  /** Reais (to the centavo): per m² ('m2', properties) or per listing ('listing', vehicles). */
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  unit: z.enum(['m2', 'listing']),
  comparables: z.number().int(),
})
export type PriceBand = z.infer<typeof priceBandSchema>

/** Absent in answers cached before it existed. */
export const priceBandField = { price_band: priceBandSchema.nullable().default(null) }

/** A price below this share of its band's median waits for staff before going live. */
export const BELOW_BAND_HOLD_SHARE = 0.6

export const priceBandMsg = {
  held: 'Preço muito abaixo dos anúncios parecidos da região; a equipe vai conferir antes de publicar.',
} as const
