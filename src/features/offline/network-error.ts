import { isApiError } from '../../lib/http/api-error'

/**
 * True when a request got no answer at all (no signal, DNS, a dropped connection): what the worker's network-first
 * route throws offline for something it never cached. An API error (4xx/5xx) or an abort is not one.
 */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error) || isApiError(error)) return false
  if (error.name === 'AbortError') return false
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message)
}
