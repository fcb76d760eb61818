import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, useEffect } from 'react'
import type { AppRouter } from '../router'
import { FatalBoundary } from './shell/fatal-boundary'
import { replayHeldTaps } from '../lib/browser/held-taps'
import { ServerLowData } from '../lib/low-data/use-low-data'
import { RequestCookies } from './shell/request-cookies'

/**
 * Once hydrated, the server's page takes taps (see index.html: controls wait until then), and the taps a low-data
 * page held until the app ran are replayed (server/modules/seo/deferred-boot.ts).
 */
function Hydrated() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-hydrating')
    replayHeldTaps((window as { bootReplay?: () => Element[] }).bootReplay?.() ?? [])
  }, [])
  return null
}

/**
 * The app's tree around the router, the same in the browser and on the server: a page rendered on the server
 * hydrates only over the exact tree that rendered it.
 */
export function AppRoot({
  i18n,
  queryClient,
  router,
  requestCookies = null,
  lowData = null,
}: {
  i18n: I18n
  queryClient: QueryClient
  router: AppRouter
  /** On the server: the request's Cookie header (src/app/shell/request-cookies.ts). */
  requestCookies?: string | null
  /** On the server: low-data mode as decided from the request (src/lib/low-data/use-low-data.ts). */
  lowData?: boolean | null
}) {
  return (
    <StrictMode>
      <Hydrated />
      <RequestCookies value={requestCookies}>
        <ServerLowData value={lowData}>
          <I18nProvider i18n={i18n}>
            <FatalBoundary>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </FatalBoundary>
          </I18nProvider>
        </ServerLowData>
      </RequestCookies>
    </StrictMode>
  )
}
