import { z } from 'zod'

// Shared pieces of the search contract: coordinates in query strings and the place autocomplete.

const numbers = (count: number) =>
  z
    .string()
    .max(120)
    .transform((s) => s.split(',').map((n) => Number(n.trim())))
    .pipe(z.array(z.number().finite()).length(count))

const validLng = (n: number) => n >= -180 && n <= 180
const validLat = (n: number) => n >= -90 && n <= 90

/** `bbox=minLng,minLat,maxLng,maxLat` (the map's visible area); anything malformed is ignored. */
export const bboxParamSchema = numbers(4)
  .refine(
    ([minLng, minLat, maxLng, maxLat]) =>
      validLng(minLng!) &&
      validLng(maxLng!) &&
      validLat(minLat!) &&
      validLat(maxLat!) &&
      minLng! <= maxLng! &&
      minLat! <= maxLat!,
  )
  .optional()
  .catch(undefined)
  .describe('minLng,minLat,maxLng,maxLat')
export type Bbox = [minLng: number, minLat: number, maxLng: number, maxLat: number]

/** `near=lat,lng`: order by distance from this point (the chosen or detected town). */
export const nearParamSchema = numbers(2)
  .refine(([lat, lng]) => validLat(lat!) && validLng(lng!))
  .optional()
  .catch(undefined)
  .describe('lat,lng')

/** `true` or `false`; anything else is ignored. */
export const booleanParamSchema = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional()
  .catch(undefined)

export const placeKinds = ['town', 'neighborhood', 'street'] as const
export type PlaceKind = (typeof placeKinds)[number]

/**
 * GET /api/search/places?q=: towns, neighbourhoods and streets for the search box (typo- and accent-tolerant).
 * A missing, blank or over-long `q` answers an empty list (the box asks as the visitor types).
 */
export const placesQuerySchema = z.object({
  q: z.string().trim().max(60).optional().catch(undefined),
  kind: z.enum(placeKinds).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(20).catch(8).default(8),
})

export const placeSchema = z.object({
  /** Stable: `town:2914604`, `neighborhood:2914604:Centro`, `street:2914604:Rua Rui Barbosa`. */
  id: z.string(),
  type: z.literal('place'),
  attributes: z.object({
    kind: z.enum(placeKinds),
    /** The place alone: "Centro". */
    name: z.string(),
    /** For the list: "Centro, Irecê" (a town is its own label). */
    label: z.string(),
    city: z.string(),
    city_slug: z.string(),
    /** Active property listings there. */
    listings: z.number().int(),
  }),
})
export type Place = z.infer<typeof placeSchema>

/** `limit` of the related-listing blocks (nearby, similar). */
export const relatedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).catch(8).default(8),
})
