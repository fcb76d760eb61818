import { z } from 'zod'
import { pageParamsSchema } from './api'
import type { SearchField, SearchFields, SearchValue } from './search-fields'
import { boundaryMsg, hasNul, isOutOfIntRange } from './validation'

/**
 * What no search may carry, refused (422) rather than dropped: a NUL character or a number beyond the database's
 * range is a forged request, not a stale link.
 */
const guarded = (schema: z.ZodType, numeric: boolean) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      const values = Array.isArray(v) ? (v as unknown[]) : [v]
      if (values.some((x) => typeof x === 'string' && hasNul(x)))
        ctx.addIssue({ code: 'custom', message: boundaryMsg.nul })
      else if (numeric && values.some(isOutOfIntRange))
        ctx.addIssue({ code: 'custom', message: boundaryMsg.outOfRange })
    })
    .pipe(schema)
    .optional()

/** A field's schema: a value that does not parse is dropped, never an error (a stale link still opens). */
type FieldSchema<F extends SearchField> = z.ZodCatch<z.ZodOptional<z.ZodType<SearchValue<F>>>>

function fieldSchema(field: SearchField): z.ZodType {
  switch (field.type) {
    case 'count':
      return guarded(z.coerce.number().int().min(0).optional().catch(undefined), true)
    case 'oneOf':
      return z.enum(field.values).optional().catch(undefined)
    case 'text':
      return guarded(
        (field.trim ? z.string().trim() : z.string()).max(field.max).optional().catch(undefined),
        false,
      )
  }
}

/** The search params of a listing list (the URL and the API query): paging plus the kind's fields. */
export function searchSchema<F extends SearchFields>(fields: F) {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)]))
  return pageParamsSchema.extend(shape as { [K in keyof F]: FieldSchema<F[K]> })
}
