import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootNotFound } from '../app/shell/root-not-found'
import { RootShell } from '../app/shell/root-shell'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootShell,
  notFoundComponent: RootNotFound,
})
