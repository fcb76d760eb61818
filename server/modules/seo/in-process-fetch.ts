import type { FastifyInstance } from 'fastify'

const FORWARDED = ['accept', 'content-type', 'accept-language'] as const

/**
 * A fetch that the server answers itself (Fastify's inject): the web app's API client, rendering a page on the
 * server, reaches the same routes as from the browser without leaving the process. Same-origin paths only; no
 * credentials: the server renders what any visitor sees.
 */
export function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!url.startsWith('/') || url.startsWith('//')) throw new TypeError(`not a path of this server: ${url}`)
    const given = new Headers(init?.headers)
    const headers: Record<string, string> = {}
    for (const name of FORWARDED) {
      const value = given.get(name)
      if (value !== null) headers[name] = value
    }
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    })
    const answer = new Headers()
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue
      for (const v of Array.isArray(value) ? value : [String(value)]) answer.append(name, v)
    }
    const empty = res.statusCode === 204 || res.statusCode === 304
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      statusText: res.statusMessage,
      headers: answer,
    })
  }
}
