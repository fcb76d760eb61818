import { INVALID_TOKEN } from '../../domain/constants'
import { apiErrorFromResponse } from './api-error'
import type { TokenStore } from './token-store'

export interface ApiClientOptions {
  baseURL: string
  tokens: TokenStore
  /** Injected in tests. */
  fetch?: typeof globalThis.fetch
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON; a Blob is sent as it is, with its own type (a file the server reads as it is). */
  body?: unknown
  /** Added to the URL; undefined, null and empty values are left out. */
  query?: Record<string, unknown>
  signal?: AbortSignal
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>
  get<T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal): Promise<T>
  tokens: TokenStore
}

const BEARER = 'Bearer '

/**
 * One API client: sends the stored bearer token, takes a fresh one from a response's
 * Authorization header, discards it on 401 invalid_token, and throws ApiError for statuses 400–599. No retries:
 * TanStack Query and the outbox own them. Without an answer at all, fetch's own TypeError goes to the caller.
 */
export function createApiClient({ baseURL, tokens, fetch }: ApiClientOptions): ApiClient {
  // Looked up on each call and called on globalThis: a detached window.fetch throws "Illegal invocation".
  const send: typeof globalThis.fetch = fetch ?? ((input, init) => globalThis.fetch(input, init))
  async function request<T>(path: string, { method = 'GET', body, query, signal }: RequestOptions = {}) {
    const headers = new Headers({ Accept: 'application/json' })
    const token = tokens.get()
    if (token) headers.set('Authorization', `${BEARER}${token}`)
    const raw = typeof Blob !== 'undefined' && body instanceof Blob
    if (body !== undefined) headers.set('Content-Type', raw ? body.type : 'application/json')
    const response = await send(urlOf(baseURL, path, query), {
      method,
      headers,
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      signal,
    })
    const fresh = response.headers.get('Authorization')
    if (fresh?.startsWith(BEARER)) {
      const value = fresh.slice(BEARER.length).trim()
      if (value && value !== token) tokens.set(value)
    }
    const data = await bodyOf(response)
    if (response.status >= 400) {
      const error = apiErrorFromResponse(response.status, response.statusText, data)
      if (error.status === 401 && error.errors[0]?.type === INVALID_TOKEN) tokens.clear()
      throw error
    }
    return data as T
  }
  return {
    request,
    get: <T>(path: string, query?: Record<string, unknown>, signal?: AbortSignal) =>
      request<T>(path, { query, signal }),
    tokens,
  }
}

function urlOf(baseURL: string, path: string, query: Record<string, unknown> | undefined): string {
  const url = `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    // Undefined and empty values are left out so URLs stay short and cache keys stable.
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value))
  }
  const search = params.toString()
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url
}

/** JSON when the server says so (errors included), else the text; nothing for an empty answer (204). */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
