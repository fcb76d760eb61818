import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootNotFound } from '../app/shell/root-not-found'
import { RootShell } from '../app/shell/root-shell'
import { settingsQueryOptions } from '../lib/settings/get-settings'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page shows the website settings (footer, contact, WhatsApp links). Not awaited: a page never waits
  // for them, and once in the cache they are not asked for again on each navigation.
  loader: ({ context: { queryClient } }) => {
    queryClient.ensureQueryData(settingsQueryOptions()).catch(() => undefined)
  },
  component: RootShell,
  notFoundComponent: RootNotFound,
})
