import type { ApiError } from '../../src/domain/api'

const statusText: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable_entity',
  429: 'too_many_requests',
  500: 'internal_server_error',
}

/** An error the API answers as `{ errors: [...] }` with a pt-BR detail. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ApiError[],
  ) {
    super(errors[0]?.detail ?? 'error')
  }
}

export function apiError(
  status: number,
  detail: string,
  opts: { code?: string; type?: string; pointer?: string } = {},
): ApiHttpError {
  return new ApiHttpError(status, [
    {
      status: String(status),
      code: opts.code ?? statusText[status] ?? 'error',
      ...(opts.type ? { type: opts.type } : {}),
      detail,
      ...(opts.pointer ? { source: { pointer: opts.pointer } } : {}),
    },
  ])
}

export const notFound = (detail = 'Página não encontrada') => apiError(404, detail)
export const GENERIC_ERROR = 'Algo deu errado, tente novamente mais tarde.'
