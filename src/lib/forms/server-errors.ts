import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { errorMsg } from '../../domain/messages'
import { isApiError } from '../http/api-error'

export const OFFLINE_MESSAGE = 'Você está sem conexão. Tente novamente quando estiver on-line.'

/** '/user/phones_attributes/0/number' → 'user.phones_attributes.0.number' (the forms use the API's shape). */
export const pointerToPath = (pointer: string): string => pointer.replace(/^\//, '').replaceAll('/', '.')

export interface ServerErrorOptions {
  /** Field paths this form shows; errors at other pointers go to the form's message. */
  fields: readonly string[]
  /** Field arrays: their count errors ('Informe no máximo 3 telefones') are shown at `<path>.root`. */
  arrays?: readonly string[]
  /** The form's message when every 422 error found its field. */
  summary?: string
}

/**
 * Shows an API error on a react-hook-form form: 422 errors next to their fields (source.pointer), the
 * first field focused; 429 and the rest as the form's message, which is returned (null when none).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, arrays = [], summary }: ServerErrorOptions,
): string | null {
  if (!isApiError(error)) {
    return typeof navigator !== 'undefined' && navigator.onLine === false ? OFFLINE_MESSAGE : errorMsg.generic
  }
  if (error.status !== 422) return error.errors[0]?.detail ?? errorMsg.generic
  const rest: string[] = []
  let focus = true
  for (const item of error.errors) {
    const path = item.source ? pointerToPath(item.source.pointer) : ''
    const name = arrays.includes(path) ? `${path}.root` : path
    if (path && (fields.includes(path) || arrays.includes(path) || isInArray(path, arrays))) {
      setError(name as Path<T>, { type: 'server', message: item.detail }, { shouldFocus: focus })
      focus = false
    } else rest.push(item.detail)
  }
  if (rest.length > 0) return rest.join(' ')
  return summary ?? null
}

const isInArray = (path: string, arrays: readonly string[]) => arrays.some((a) => path.startsWith(`${a}.`))
