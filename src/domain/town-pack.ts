import { z } from 'zod'
import { propertySchema } from './property'
import { vehicleSchema } from './vehicle'

/** Listings per part of a pack: a part is what a dropped connection costs at most (≈ 100 KB gzipped). */
export const TOWN_PACK_PART_SIZE = 100

/** One town's pack as listed: what it holds, its version (its ETag) and its estimated download. */
export const townPackSchema = z.object({
  town: z.string(),
  name: z.string(),
  /** Every live listing of the town: its properties and its vehicles. */
  kind: z.literal('listings'),
  /** Changes whenever a listing of the pack is added, edited or leaves the public. */
  version: z.string(),
  listings: z.number().int(),
  parts: z.number().int(),
  /** Estimated bytes on the device: the data (gzipped on the wire) and one small photo per listing. */
  bytes: z.number().int(),
})
export type TownPack = z.infer<typeof townPackSchema>

export const townPackListSchema = z.object({ data: z.array(townPackSchema) })
export const townPackManifestSchema = z.object({ data: townPackSchema })

/**
 * One part: the listings (properties, then vehicles) as the public detail answers them, with the gallery cut to the one small photo
 * (the cover) a pack keeps.
 */
export const townPackPartSchema = z.object({
  data: z.array(z.discriminatedUnion('type', [propertySchema, vehicleSchema])),
  meta: z.object({ town: z.string(), version: z.string(), part: z.number().int(), parts: z.number().int() }),
})
export type TownPackPart = z.infer<typeof townPackPartSchema>
