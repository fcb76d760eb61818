import { describe, expect, it, vi } from 'vitest'
import { ApiError, NOT_FOUND_MESSAGE, NOT_FOUND_STATUS_MESSAGE } from './api-error'
import { createApiClient } from './create-client'
import { createTokenStore } from './token-store'

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> }

function setup(replies: Reply[], token?: string) {
  const storage = new Map<string, string>()
  const tokens = createTokenStore('test.token', {
    getItem: (k) => storage.get(k) ?? null,
    setItem: (k, v) => void storage.set(k, v),
    removeItem: (k) => void storage.delete(k),
  })
  if (token) tokens.set(token)
  const requests: Request[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(new URL(String(input), 'http://test.local'), init))
    const reply = replies.shift() ?? {}
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    })
  })
  const client = createApiClient({ baseURL: 'http://test.local/', tokens, fetch })
  return { client, tokens, requests, fetch }
}

const invalidToken = {
  errors: [{ status: '401', code: 'unauthorized', type: 'invalid_token', detail: 'Sessão expirada' }],
}

describe('api client', () => {
  it('sends a file as it is, with its own type, and anything else as JSON', async () => {
    const { client, requests, fetch } = setup([{ status: 202, body: {} }, { body: {} }])
    const file = new Blob(['<ListingDataFeed><Listings/></ListingDataFeed>'], { type: 'application/xml' })
    await client.request('/v1/feeds/imports', { method: 'POST', body: file })
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/xml')
    expect(fetch.mock.calls[0]![1]!.body).toBe(file)
    await client.request('/v1/feeds', { method: 'PUT', body: { import_url: null } })
    expect(requests[1]!.headers.get('Content-Type')).toBe('application/json')
    expect(await requests[1]!.text()).toBe('{"import_url":null}')
  })

  it('sends the stored token as a bearer header, and none when nothing is stored', async () => {
    const withToken = setup([{ body: { data: [] } }], 'abc')
    await withToken.client.get('/api/properties', { page: 2, city: undefined })
    expect(withToken.requests[0]!.headers.get('Authorization')).toBe('Bearer abc')
    expect(withToken.requests[0]!.url).toBe('http://test.local/api/properties?page=2')

    const anonymous = setup([{ body: { data: [] } }])
    await anonymous.client.get('/api/properties')
    expect(anonymous.requests[0]!.headers.has('Authorization')).toBe(false)
  })

  it('replaces the stored token when a response carries a different bearer token', async () => {
    const { client, tokens } = setup([{ body: {}, headers: { Authorization: 'Bearer fresh' } }], 'old')
    await client.get('/v1/users')
    expect(tokens.get()).toBe('fresh')
  })

  it('ignores an Authorization header that is not a bearer token', async () => {
    const { client, tokens } = setup([{ body: {}, headers: { Authorization: 'Basic xyz' } }], 'old')
    await client.get('/v1/users')
    expect(tokens.get()).toBe('old')
  })

  it('discards the token on 401 invalid_token and throws an ApiError with the errors', async () => {
    const { client, tokens } = setup([{ status: 401, body: invalidToken }], 'expired')
    const error = await client.get('/v1/users').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect((error as ApiError).errors[0]?.type).toBe('invalid_token')
    expect(tokens.get()).toBeNull()
  })

  it('keeps the token on a 401 of another type', async () => {
    const body = { errors: [{ status: '401', code: 'unauthorized', detail: 'Faça login' }] }
    const { client, tokens } = setup([{ status: 401, body }], 'kept')
    await expect(client.get('/v1/users')).rejects.toBeInstanceOf(ApiError)
    expect(tokens.get()).toBe('kept')
  })

  it.each([400, 422, 429, 500, 503, 599])(
    'throws ApiError for status %i without retrying',
    async (status) => {
      const body = { errors: [{ status: String(status), code: 'x', detail: 'Falhou' }] }
      const { client, fetch } = setup([{ status, body }])
      const error = (await client.get('/api/x').catch((e: unknown) => e)) as ApiError
      expect(error).toBeInstanceOf(ApiError)
      expect(error.status).toBe(status)
      expect(error.errors).toEqual(body.errors)
      expect(error.message).toBe('Falhou')
      expect(fetch).toHaveBeenCalledTimes(1)
    },
  )

  it('turns a 404 into the not-found error (Página não encontrada / Not Found)', async () => {
    const { client } = setup([
      { status: 404, body: { errors: [{ status: '404', code: 'not_found', detail: 'x' }] } },
    ])
    const error = (await client.get('/api/properties/999').catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(404)
    expect(error.message).toBe(NOT_FOUND_MESSAGE)
    expect(error.statusMessage).toBe(NOT_FOUND_STATUS_MESSAGE)
  })

  it('returns the parsed body on success and sends JSON bodies', async () => {
    const { client, requests } = setup([{ status: 202, body: { data: { id: '1' } } }])
    const result = await client.request<{ data: { id: string } }>('/sign_up', {
      method: 'PUT',
      body: { user: { a: 1 } },
    })
    expect(result.data.id).toBe('1')
    expect(requests[0]!.headers.get('content-type')).toBe('application/json')
    expect(await requests[0]!.json()).toEqual({ user: { a: 1 } })
  })

  it('answers nothing for an empty 204 and throws ApiError for an error page that is not JSON', async () => {
    const { client } = setup([{ status: 204 }])
    expect(await client.request('/v1/auth/sign_out', { method: 'DELETE' })).toBeUndefined()

    const html = vi.fn(
      async () =>
        new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
    )
    const tokens = createTokenStore('t', { getItem: () => null, setItem: () => {}, removeItem: () => {} })
    const error = (await createApiClient({ baseURL: '/', tokens, fetch: html })
      .get('/api/x')
      .catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(502)
    expect(error.errors).toEqual([])
  })

  it('lets a request without an answer fail as fetch does (what the offline screens look for)', async () => {
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    const tokens = createTokenStore('t', { getItem: () => null, setItem: () => {}, removeItem: () => {} })
    const error = await createApiClient({ baseURL: '/', tokens, fetch: down })
      .get('/api/properties')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TypeError)
    expect((error as TypeError).message).toBe('Failed to fetch')
  })
})
