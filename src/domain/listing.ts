import { z } from 'zod'
import { pageSchema, resourceSchema } from './api'
import { favoriteStates, LISTING_STATES_MAX } from './favorite-states'
import { imageSchema } from './media'

// What every kind of listing (property, vehicle) shares in the API: its price and cover, and the envelopes of its
// summary (cards, lists), its page (a list's page) and its detail. Each kind brings its own attributes.

/** Whole reais; null means 'Sob consulta'. */
export const listingPriceSchema = z.number().int().nullable()

/** The latest drop of the price within 90 days: by how much (whole percent), from what, to what, when. */
export const priceDropSchema = z.object({
  percent: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  at: z.string(),
})
export type PriceDrop = z.infer<typeof priceDropSchema>
/** One price the listing asked, from when; the history runs oldest first, the current price last. */
export const pricePointSchema = z.object({ price: z.number().int(), at: z.string() })
export type PricePoint = z.infer<typeof pricePointSchema>
/** Absent in answers cached before they existed. */
export const priceDropFields = {
  price_drop: priceDropSchema.nullable().default(null),
  price_history: z.array(pricePointSchema).default([]),
}
export const listingStateSchema = z.object({
  id: z.string(),
  type: z.enum(['property', 'vehicle']),
  attributes: z.object({
    state: z.enum(favoriteStates),
    price: z.number().int().nullable(),
    price_drop: priceDropSchema.nullable(),
  }),
})
export type ListingState = z.infer<typeof listingStateSchema>
/** 'property:12,vehicle:7' */
export const listingStatesQuerySchema = z.object({
  ids: z
    .string()
    .max(LISTING_STATES_MAX * 20)
    .transform((raw, ctx) => {
      const keys = raw
        .split(',')
        .filter(Boolean)
        .map((part) => /^(property|vehicle):([1-9]\d{0,9})$/.exec(part))
      if (keys.some((k) => !k) || keys.length > LISTING_STATES_MAX) {
        ctx.addIssue({ code: 'custom', message: 'Lista de anúncios inválida.' })
        return z.NEVER
      }
      return keys.map((k) => ({ kind: k![1] as 'property' | 'vehicle', id: Number(k![2]) }))
    }),
})

/** A card's latest drop within 90 days, whole percent (absent in answers cached before it). */
export const priceDropPercentSchema = z.number().int().nullable().default(null)

/** The first photo, for cards; null when there is none yet. */
export const listingCoverSchema = imageSchema.nullable()

/** The summary, page and detail schemas of a kind, from its summary and detail attributes. */
export function listingSchemas<T extends string, S extends z.ZodType, D extends z.ZodType>(
  type: T,
  summaryAttributes: S,
  detailAttributes: D,
) {
  const summary = resourceSchema(type, summaryAttributes)
  return { summary, page: pageSchema(summary), detail: resourceSchema(type, detailAttributes) }
}
