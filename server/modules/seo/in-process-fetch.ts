import type { FastifyInstance } from 'fastify'
import { IN_PROCESS_ADDRESS } from '../../http/in-process'

const FORWARDED = ['accept', 'content-type', 'accept-language'] as const

/**
 * What the web app's API client reads of an answer (src/lib/http/create-client.ts): the security headers and the
 * rest, a dozen per answer, would only be copied into a Headers object and dropped.
 */
const ANSWERED = ['content-type', 'authorization'] as const

/** The website settings' answer, the same for every page: kept this long (other processes save them too). */
export const SETTINGS_TTL_MS = 30_000
const SETTINGS_PATH = '/api/settings'

interface Answer {
  status: number
  statusText: string
  headers: [string, string][]
  body: Uint8Array<ArrayBuffer> | null
}

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
    const method = (init?.method ?? 'GET').toUpperCase()
    const send = () => injected(app, method, url, headers, init?.body)
    const answer = method === 'GET' && url === SETTINGS_PATH ? await settingsAnswer(app, send) : await send()
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    })
  }
}

async function injected(
  app: FastifyInstance,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: BodyInit | null | undefined,
): Promise<Answer> {
  const res = await app.inject({
    method: method as 'GET',
    url,
    headers,
    // Marks it as the server's own request: the hooks that only matter on the network skip it.
    remoteAddress: IN_PROCESS_ADDRESS,
    payload: typeof body === 'string' ? body : undefined,
  })
  const answered: [string, string][] = []
  for (const name of ANSWERED) {
    const value = res.headers[name]
    if (value !== undefined) answered.push([name, Array.isArray(value) ? value.join(', ') : String(value)])
  }
  const empty = res.statusCode === 204 || res.statusCode === 304
  return {
    status: res.statusCode,
    statusText: res.statusMessage,
    headers: answered,
    body: empty ? null : new Uint8Array(res.rawPayload),
  }
}

// Every page's root route asks for the website settings: one answer serves the pages rendered within
// SETTINGS_TTL_MS, and a change saved by staff here is seen at once (forgetPageSettings).
const settingsAnswers = new WeakMap<FastifyInstance, { at: number; answer: Promise<Answer> }>()

async function settingsAnswer(app: FastifyInstance, send: () => Promise<Answer>): Promise<Answer> {
  const kept = settingsAnswers.get(app)
  if (kept && Date.now() - kept.at <= SETTINGS_TTL_MS) return kept.answer
  const answer = send()
  settingsAnswers.set(app, { at: Date.now(), answer })
  const sent = await answer.catch((err: unknown) => {
    settingsAnswers.delete(app)
    throw err
  })
  // Only a settings answer is kept: an error is asked again by the next page.
  if (sent.status !== 200) settingsAnswers.delete(app)
  return sent
}

/** The next page asks for the website settings again (staff saved them). */
export function forgetPageSettings(app: FastifyInstance): void {
  settingsAnswers.delete(app)
}
