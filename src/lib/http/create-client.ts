import { ofetch, type $Fetch, type FetchOptions } from 'ofetch'
import { INVALID_TOKEN } from '../../domain/constants'
import { apiErrorFromResponse } from './api-error'
import type { TokenStore } from './token-store'

export interface ApiClientOptions {
  baseURL: string
  tokens: TokenStore
  /** Injected in tests. */
  fetch?: typeof globalThis.fetch
}

export interface ApiClient {
  request<T>(path: string, options?: FetchOptions<'json'>): Promise<T>
  get<T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal): Promise<T>
  tokens: TokenStore
}

const BEARER = 'Bearer '

/**
 * One API client (spec §4 and §7): sends the stored bearer token, takes a fresh one from a response's
 * Authorization header, discards it on 401 invalid_token, and throws ApiError for statuses 400–599.
 */
export function createApiClient({ baseURL, tokens, fetch }: ApiClientOptions): ApiClient {
  const $fetch: $Fetch = ofetch.create(
    {
      baseURL,
      // TanStack Query owns retries; ofetch would retry GETs on 5xx once more.
      retry: 0,
      onRequest({ options }) {
        const token = tokens.get()
        if (token) options.headers.set('Authorization', `${BEARER}${token}`)
      },
      onResponse({ response }) {
        const header = response.headers.get('Authorization')
        if (header?.startsWith(BEARER)) {
          const fresh = header.slice(BEARER.length).trim()
          if (fresh && fresh !== tokens.get()) tokens.set(fresh)
        }
      },
      onResponseError({ response }) {
        const error = apiErrorFromResponse(response.status, response.statusText, response._data)
        if (error.status === 401 && error.errors[0]?.type === INVALID_TOKEN) tokens.clear()
        throw error
      },
    },
    fetch ? { fetch } : {},
  )

  const request = <T>(path: string, options?: FetchOptions<'json'>) => $fetch<T>(path, options)
  return {
    request,
    get: <T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal) =>
      request<T>(path, { method: 'GET', query: query ? definedOnly(query) : undefined, signal }),
    tokens,
  }
}

/** Drops undefined and empty values so URLs stay short and cache keys stable. */
function definedOnly(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  )
}
