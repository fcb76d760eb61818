// The server's render of the public pages (built by `vite build --ssr` into dist/ssr, loaded by
// server/plugins/app/web-shell.ts). The router runs on the server with a memory history over the same query
// cache the page inlines for the browser (__QUERY_STATE__), so the HTML carries the page's content and the browser
// hydrates over exactly what was rendered. TanStack Router's own dehydration is not used: it writes inline
// scripts, which the Content Security Policy (script-src 'self') forbids; the inlined query state, JSON in a
// non-executable script, already carries every loader's data.
import { AsyncLocalStorage } from 'node:async_hooks'
import { PassThrough, type Readable } from 'node:stream'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToPipeableStream } from 'react-dom/server'
import { AppRoot } from './app/app-root'
import { activateI18n } from './app/i18n'
import { serverRenders } from './app/ssr/server-render'
import { isApiError } from './lib/http/api-error'
import { createQueryClient } from './lib/query/query-client'
import { createAppRouter } from './router'

export interface RenderInput {
  /** Path and query string, as requested. */
  url: string
  /** The page's first data, as inlined into the HTML. */
  state: DehydratedState
  /** Stops rendering (the visitor went away, or the render took too long). */
  signal?: AbortSignal
  /**
   * API reads the page knows fail, by path: a removed listing answers 404 so its route shows its not-found page.
   * Any other read of the app's API on the server fails at once (the page inlines what it needs).
   */
  apiErrors?: Record<string, number>
}

export type RenderResult =
  | { rendered: false; routeIds: string[] }
  | {
      rendered: true
      /** 200, or 404 when no route, or the route's loader, found the page. */
      status: number
      /** The routes that rendered, root first (their chunks and styles go into the page's head). */
      routeIds: string[]
      /** The app's HTML for <div id="root">, streamed as React renders it. */
      html: Readable
    }

const i18n = activateI18n()
const isNotFoundAnswer = (error: unknown) => isApiError(error) && error.status === 404

// The app's API client asks for same-origin paths ("/api/…"), which mean nothing to the server's fetch. While a
// page renders they answer from what the page said (apiErrors); without an answer they fail at once, like a
// request with no network. Absolute URLs (the server's own outgoing requests) are untouched.
const apiAnswers = new AsyncLocalStorage<Record<string, number>>()
const serverFetch = globalThis.fetch
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  if (!url.startsWith('/')) return serverFetch(input, init)
  const status = apiAnswers.getStore()?.[url.split('?')[0] ?? url]
  if (status === undefined) return Promise.reject(new TypeError(`not fetched on the server: ${url}`))
  return Promise.resolve(
    Response.json({ errors: [{ status: String(status), title: 'Not Found' }] }, { status }),
  )
}

/** Renders a public page; routes outside the public layouts are left to the browser (`rendered: false`). */
export async function render({ url, state, signal, apiErrors = {} }: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient()
  // What the page did not inline is left to the browser: the server neither waits nor retries for it.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  hydrate(queryClient, state)
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }))
  // Unknown paths render the root's not-found page; known ones only when their layout opted in.
  const kind = routeKind(url)
  if (kind === 'browser') return { rendered: false, routeIds: [] }
  await apiAnswers.run(apiErrors, () => router.load())
  const routeIds = router.state.matches.map((m) => m.routeId)
  // A loader that needed data the page did not inline: the browser loads and renders that page itself.
  // (An API 404 is the page's answer, not a failure: its error page is rendered, as in the browser.)
  if (router.state.matches.some((m) => m.status === 'error' && !isNotFoundAnswer(m.error))) {
    queryClient.clear()
    return { rendered: false, routeIds }
  }
  // A query started by a loader but not awaited (a home shelf, say) renders as loading, as in the browser.
  queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' })
  const notFound =
    kind === 'unknown' ||
    router.state.matches.some(
      (m) => m.status === 'notFound' || (m.status === 'error' && isNotFoundAnswer(m.error)),
    )
  const status = notFound ? 404 : 200

  const html = new PassThrough()
  // Read as text: whole characters, whatever the chunk boundaries.
  html.setEncoding('utf8')
  await new Promise<void>((resolve, reject) => {
    // All ready, then streamed: React's streamed Suspense boundaries complete through inline scripts, which
    // the CSP forbids, so the whole tree is rendered before the first byte of the app goes out. The page's head
    // (styles, scripts, preloads) is sent before that by the caller.
    const stream = renderToPipeableStream(<AppRoot i18n={i18n} queryClient={queryClient} router={router} />, {
      // One piece: a boundary sent apart would be completed by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(html)
        resolve()
      },
      onShellError: reject,
      onError(error) {
        // Rendered by the browser instead (the boundary's fallback is in the HTML).
        if (!signal?.aborted) console.error(error)
      },
    })
    signal?.addEventListener('abort', () => {
      stream.abort(signal.reason)
      reject(signal.reason as Error)
    })
  })
  // Server-side queries would otherwise keep their garbage-collection timers (days) alive.
  queryClient.clear()
  return { rendered: true, status, routeIds, html }
}

/**
 * Who renders a path: `unknown` when no route answers it (404), `server` for the public pages, `browser` for the
 * rest (dashboard, back office, sign-in), whose HTML is the plain shell.
 */
export function routeKind(url: string): 'unknown' | 'server' | 'browser' {
  const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [url] }))
  const [routes, , found] = router.getMatchedRoutes(router.latestLocation.pathname)
  if (found === undefined) return 'unknown'
  return serverRenders(routes.map((r) => r.options.staticData)) ? 'server' : 'browser'
}
