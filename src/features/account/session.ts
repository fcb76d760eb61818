// The advertiser's session: the stored user token is the logged-in state; the user
// comes from GET /v1/users. Small and zod-free on purpose: the header on every page reads it.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import type { CurrentUser } from '../../domain/account'
import { api } from '../../lib/http/clients'
import { accountKeys, currentUserQueryOptions } from './api/get-current-user'

const tokens = api.tokens
const noToken = () => null

/** The stored user token; re-renders when it is set, refreshed, discarded (401 invalid_token) or cleared. */
export function useUserToken(): string | null {
  return useSyncExternalStore(tokens.subscribe, tokens.get, noToken)
}

export interface Session {
  loggedIn: boolean
  user: CurrentUser | undefined
}

export function useSession(): Session {
  const token = useUserToken()
  const queryClient = useQueryClient()
  const { data } = useQuery({ ...currentUserQueryOptions(token), enabled: token !== null })
  useEffect(() => {
    // The token went away (logout, another tab, or the API discarded it): forget the user's data too.
    if (token === null) forgetUser(queryClient)
  }, [token, queryClient])
  return { loggedIn: token !== null, user: token === null ? undefined : data }
}

/** After sign-in, sign-up or third-party sign-in: keep the token and, when known, the user. */
export function startSession(queryClient: QueryClient, token: string, user?: CurrentUser): void {
  forgetUser(queryClient)
  tokens.set(token)
  if (user) queryClient.setQueryData(accountKeys.me(token), user)
}

export function forgetUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: accountKeys.all })
}

/** Logout: revokes the token on the server (best effort: offline still logs out here), clears token and user. */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    if (tokens.get()) await api.request('/v1/auth/sign_out', { method: 'DELETE' })
  } catch {
    // Already expired, revoked or offline: the token is dropped below either way.
  } finally {
    tokens.clear()
    forgetUser(queryClient)
  }
}
