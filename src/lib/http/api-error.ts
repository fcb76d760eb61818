import type { ApiError as ApiErrorItem } from '../../domain/api'

export type { ApiErrorItem }

/** An API answer with a status from 400 to 599; the errors array goes to the caller. */
export class ApiError extends Error {
  readonly status: number
  readonly statusMessage: string
  readonly errors: ApiErrorItem[]

  constructor(status: number, errors: ApiErrorItem[], message?: string, statusMessage?: string) {
    super(message ?? errors[0]?.detail ?? `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.statusMessage = statusMessage ?? ''
    this.errors = errors
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** Any API 404 shows the not-found error page with these texts. */
export const NOT_FOUND_MESSAGE = 'Página não encontrada'
export const NOT_FOUND_STATUS_MESSAGE = 'Not Found'

function errorsOf(body: unknown): ApiErrorItem[] {
  if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
    return body.errors as ApiErrorItem[]
  }
  return []
}

export function apiErrorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const errors = errorsOf(body)
  if (status === 404) return new ApiError(404, errors, NOT_FOUND_MESSAGE, NOT_FOUND_STATUS_MESSAGE)
  return new ApiError(status, errors, undefined, statusText)
}
