import { z } from 'zod'
import { pageParamsSchema } from './api'
import type { SearchField, SearchFields, SearchValue } from './search-fields'

/** A field's schema: a value that does not parse is dropped, never an error (a stale link still opens). */
type FieldSchema<F extends SearchField> = z.ZodCatch<z.ZodOptional<z.ZodType<SearchValue<F>>>>

function fieldSchema(field: SearchField): z.ZodType {
  switch (field.type) {
    case 'count':
      return z.coerce.number().int().min(0).optional().catch(undefined)
    case 'oneOf':
      return z.enum(field.values).optional().catch(undefined)
    case 'text':
      return (field.trim ? z.string().trim() : z.string()).max(field.max).optional().catch(undefined)
  }
}

/** The search params of a listing list (the URL and the API query): paging plus the kind's fields. */
export function searchSchema<F extends SearchFields>(fields: F) {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, fieldSchema(field)]))
  return pageParamsSchema.extend(shape as { [K in keyof F]: FieldSchema<F[K]> })
}
