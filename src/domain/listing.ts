import { z } from 'zod'
import { pageSchema, resourceSchema } from './api'
import { imageSchema } from './media'

// What every kind of listing (property, vehicle) shares in the API: its price and cover, and the envelopes of its
// summary (cards, lists), its page (a list's page) and its detail. Each kind brings its own attributes.

/** Whole reais; null means 'Sob consulta'. */
export const listingPriceSchema = z.number().int().nullable()

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
