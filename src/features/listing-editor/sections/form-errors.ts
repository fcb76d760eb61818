import type { FieldErrors } from 'react-hook-form'
import type { ListingFormValues } from '../form/values'

/** The message at a dotted path ('address.zip_code') of react-hook-form's nested errors. */
export function errorOf(errors: FieldErrors<ListingFormValues>, path: string): string | undefined {
  let node: unknown = errors
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  const message = (node as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : undefined
}
