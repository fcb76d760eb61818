// The server's render of the pages (built by `vite build --ssr` into dist/ssr, loaded by
// server/modules/seo/server-render.ts). The router runs on the server with a memory history and the same file
// routes as the browser: their loaders fill the query cache through the same API client, whose requests the
// server answers in-process (`fetch` below); the cache is then dehydrated (TanStack Query's dehydrate) for the
// page to inline, and the browser hydrates it (src/lib/query/inline-state.ts) before hydrating over exactly what
// was rendered. TanStack Router's own dehydration is not used: it writes inline scripts, which the Content Security
// Policy forbids; the inlined query state, JSON in a non-executable script, already carries every loader's data.
import { AsyncLocalStorage } from 'node:async_hooks'
import { Writable } from 'node:stream'
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, isNotFound } from '@tanstack/react-router'
import { renderToPipeableStream } from 'react-dom/server'
import { AppRoot } from './app/app-root'
import { activateI18n } from './app/i18n'
import { serverRenders } from './app/ssr/server-render'
import { choiceOf, isLowData } from './domain/low-data'
import { isApiError } from './lib/http/api-error'
import { setApiTransport } from './lib/http/transport'
import { createQueryClient } from './lib/query/query-client'
import { createAppRouter } from './router'

export interface RenderInput {
  /** Path and query string, as requested. */
  url: string
  /**
   * How the page's API requests are answered (same-origin paths, "/api/…"): the server's own routes, in-process.
   * Nothing signed in: the server renders what any visitor sees.
   */
  fetch: typeof globalThis.fetch
  /** Stops rendering (the visitor went away, or the render took too long). */
  signal?: AbortSignal
  /** The request's Cookie header: what depends on the visitor's cookies (the LGPD banner) renders as in the browser. */
  cookies?: string
  /** The request asked to save data (`Save-Data: on`): with the visitor's choice, decides low-data mode. */
  saveData?: boolean
}

/** The page the router matched, as its loaders left it (for the page's head and status). */
export interface RenderedPage {
  /** The deepest route's id (`/_default/imovel/$category/$city/$id`). */
  routeId: string
  params: Record<string, string>
  /** The deepest route's validated search. */
  search: Record<string, unknown>
  /** What its loader returned. */
  data: unknown
  /** No route, or a loader, found nothing to show (a not-found, or the API's 404). */
  notFound: boolean
}

export type RenderResult =
  | {
      rendered: false
      routeIds: string[]
      /**
       * Where the router sends this address instead (a path of the app): its canonical form (default search
       * values left out) or a guard's answer.
       */
      redirect?: { status: number; href: string }
    }
  | {
      rendered: true
      /** 200, or 404 when no route, or the route's loader, found the page. */
      status: number
      /** The routes that rendered, root first (their chunks and styles go into the page's head). */
      routeIds: string[]
      /**
       * false: the browser renders the page anew over this copy instead of hydrating it (a not-found path; a page
       * whose routes render in the browser only, `ssr: false`, of which this is the pending frame).
       */
      hydrate: boolean
      page: RenderedPage
      /** The query cache the loaders filled, for the browser to hydrate before it hydrates the page. */
      state: DehydratedState
      /** The app's HTML for <div id="root">. */
      html: string
    }

const i18n = activateI18n()
const isNotFoundAnswer = (error: unknown) => isApiError(error) && error.status === 404

// Each render's own transport: renders run side by side, the API client is one for the app.
const pageFetch = new AsyncLocalStorage<typeof globalThis.fetch>()
setApiTransport((input, init) => {
  const fetch = pageFetch.getStore()
  return fetch ? fetch(input, init) : Promise.reject(new TypeError('no API outside a page render'))
})

const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Until no query is fetching: what a loader started without awaiting it (a home shelf, a plan's list that
 * follows the plan) is in the page too.
 */
async function settled(queryClient: QueryClient): Promise<void> {
  for (await nextTask(); queryClient.isFetching() > 0; await nextTask()) {
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return
        stop()
        resolve()
      })
    })
  }
}

/** Renders a page; routes outside the server-rendered layouts are left to the browser (`rendered: false`). */
export async function render({
  url,
  fetch,
  signal,
  cookies = '',
  saveData = false,
}: RenderInput): Promise<RenderResult> {
  const kind = routeKind(url)
  if (kind === 'browser') return { rendered: false, routeIds: [] }
  const queryClient = createQueryClient()
  // What failed is left to the browser: the server neither waits nor retries for it.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }))
  await pageFetch.run(fetch, async () => {
    await router.load()
    await settled(queryClient)
  })
  const served = router._serverResult
  if (served?.type === 'redirect') {
    queryClient.clear()
    const href = served.redirect.headers.get('Location') ?? ''
    const local = href.startsWith('/') && !href.startsWith('//')
    return {
      rendered: false,
      routeIds: [],
      redirect: local ? { status: served.redirect.status, href } : undefined,
    }
  }
  const routeIds = router.state.matches.map((m) => m.routeId)
  // A loader that failed for another reason than a missing page: the browser loads
  // and renders that page itself. (An API 404 is the page's answer, not a failure: its error page is rendered,
  // as in the browser.)
  if (router.state.matches.some((m) => m.status === 'error' && !isNotFoundAnswer(m.error))) {
    queryClient.clear()
    return { rendered: false, routeIds }
  }
  // A query that failed renders as loading, as in the browser before its retry.
  queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' })
  const notFound =
    kind === 'unknown' ||
    router.state.matches.some(
      (m) =>
        m.status === 'notFound' || isNotFound(m.error) || (m.status === 'error' && isNotFoundAnswer(m.error)),
    )
  const leaf = router.state.matches[router.state.matches.length - 1]
  const page: RenderedPage = {
    routeId: leaf?.routeId ?? '__root__',
    params: (leaf?.params ?? {}) as Record<string, string>,
    search: (leaf?.search ?? {}) as Record<string, unknown>,
    data: leaf?.loaderData,
    notFound,
  }
  const state = dehydrate(queryClient)

  const html = await new Promise<string>((resolve, reject) => {
    // All ready, then read whole: React's streamed Suspense boundaries complete through inline scripts, which the
    // CSP forbids, so the whole tree is rendered before any of it is sent; the page then goes out as one string,
    // compressed in one call rather than chunk by chunk. Bytes are joined before decoding: a chunk may end inside
    // a character.
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'))
        done()
      },
    })
    const app = (
      <AppRoot
        i18n={i18n}
        queryClient={queryClient}
        router={router}
        requestCookies={cookies}
        lowData={isLowData({ choice: choiceOf(cookies), saveData })}
      />
    )
    const stream = renderToPipeableStream(app, {
      // One piece: a boundary sent apart would be completed by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink)
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
  const hydrate = kind === 'server' && router.state.matches.every((m) => m.ssr !== false)
  return { rendered: true, status: notFound ? 404 : 200, routeIds, hydrate, page, state, html }
}

// Matching an address needs no state of its own: one router answers every request (building one walks the whole
// route tree, a cost each page would pay twice).
const matcher = createAppRouter(createQueryClient(), createMemoryHistory())

/**
 * Who renders a path: `unknown` when no route answers it (404), `server` for the pages rendered here, `browser`
 * for the rest (the back office), whose HTML is the plain shell.
 */
export function routeKind(url: string): 'unknown' | 'server' | 'browser' {
  const { pathname } = matcher.parseLocation(createMemoryHistory({ initialEntries: [url] }).location)
  const [routes, , found] = matcher.getMatchedRoutes(pathname)
  if (found === undefined) return 'unknown'
  return serverRenders(routes.map((r) => r.options.staticData)) ? 'server' : 'browser'
}

/** A page of the app: a route without children, its path pattern, and who renders it (see routeKind). */
export interface PageRoute {
  id: string
  path: string
  kind: 'server' | 'browser'
}

/** Every page route of the app's file routes (the server's render test goes through each). */
export function pageRoutes(): PageRoute[] {
  return Object.values(matcher.routesById)
    .filter((route) => !route.children || Object.keys(route.children).length === 0)
    .map((route) => {
      const chain = []
      for (let r: typeof route | undefined = route; r; r = r.parentRoute as typeof route | undefined)
        chain.push(r)
      return {
        id: route.id,
        path: route.fullPath,
        kind: serverRenders(chain.map((r) => r.options.staticData))
          ? ('server' as const)
          : ('browser' as const),
      }
    })
}
