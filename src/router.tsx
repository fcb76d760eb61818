import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { NotFound } from './app/shell/not-found'
import { PagePending } from './app/shell/page-pending'
import { RouteError } from './app/shell/route-error'
import { limitConcurrency } from './lib/browser/limit-concurrency'
import { lowDataNow } from './lib/low-data/mode'
import { routeTree } from './routeTree.gen'

/** Route preloads (hovered links, favourites) at most this many at once, so a phone's link is not flooded. */
const ROUTE_PRELOAD_CONCURRENCY = 5

/** `history` is for tests (memory history); the app uses the browser's. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Freshness is the query cache's business: always run the loader, ensureQueryData decides.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server TanStack writes an inline restoring script, which the CSP forbids.
    scrollRestoration: typeof document !== 'undefined',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: PagePending,
  })
  // Route preloading runs at most 5 at a time (hovering a grid of cards must not flood a 3G link), and not at all
  // in low-data mode (a link's intent preloads, a favourite's offline copy): only what is opened is loaded.
  const preload = limitConcurrency(router.preloadRoute, ROUTE_PRELOAD_CONCURRENCY)
  router.preloadRoute = (options) => (lowDataNow() ? Promise.resolve(undefined) : preload(options))
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
