// Route guards: dashboard routes need a user, and a user who has not chosen a profile is asked to first (the
// sign-in pages' own check is logged-in-redirect.ts). Loaded by those routes' beforeLoad. Zod-free: they run
// before lazy chunks.
import type { QueryClient } from '@tanstack/react-query'
import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { CurrentUser } from '../../domain/account'
import { isApiError } from '../../lib/http/api-error'
import { api } from '../../lib/http/clients'
import { currentUserQueryOptions } from './api/get-current-user'

interface GuardArgs {
  context: { queryClient: QueryClient }
  location: ParsedLocation
}

export const loginRedirect = (location: Pick<ParsedLocation, 'href'>) =>
  redirect({ to: '/entrar', search: { redirect: location.href }, replace: true })

/**
 * The signed-in user, or a redirect to /entrar?redirect=… . A stale user from the persisted cache is used
 * at once and refreshed in the background; offline or a server error lets the page render what it can.
 */
export async function loadUser({ context, location }: GuardArgs): Promise<CurrentUser | undefined> {
  if (!api.tokens.get()) throw loginRedirect(location)
  try {
    return await context.queryClient.ensureQueryData({
      ...currentUserQueryOptions(),
      revalidateIfStale: true,
    })
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      // invalid_token was already discarded by the client; any other 401 with a token would loop
      // between /entrar (has a token) and here, so it goes too.
      api.tokens.clear()
      throw loginRedirect(location)
    }
    return undefined
  }
}

/** beforeLoad of the dashboard layout. */
export async function requireUser(args: GuardArgs): Promise<void> {
  const user = await loadUser(args)
  if (user && !user.profile_chosen) {
    throw redirect({ to: '/escolher-perfil', search: { redirect: args.location.href }, replace: true })
  }
}
