import { z } from 'zod'

// JSON:API-style envelope, the same for every endpoint: { data, included?, meta?, errors? }.
export const apiErrorSchema = z.object({
  status: z.string(),
  code: z.string(),
  type: z.string().optional(),
  detail: z.string(),
  source: z.object({ pointer: z.string() }).optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>
export const errorEnvelopeSchema = z.object({ errors: z.array(apiErrorSchema) })
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

export const paginationMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /** A search stopped counting at `total`: there are more ("mais de 1.000 imóveis"). */
  total_capped: z.boolean().optional(),
  /**
   * Never sent by the server: the page was answered on the device from a town pack (no network), downloaded or
   * last confirmed at `at` (ISO); the list says so, since it may be stale.
   */
  from_pack: z.object({ name: z.string(), at: z.string().nullable() }).optional(),
})
export type PaginationMeta = z.infer<typeof paginationMetaSchema>

export function resourceSchema<T extends string, A extends z.ZodType>(type: T, attributes: A) {
  return z.object({ id: z.string(), type: z.literal(type), attributes })
}

export function documentSchema<D extends z.ZodType>(data: D) {
  return z.object({ data })
}

export function pageSchema<D extends z.ZodType>(item: D) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema })
}

/** Query params shared by every paginated list. */
export const pageParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(60).catch(24).default(24),
})

export { INVALID_TOKEN } from './constants'
