// Starting and ending the advertiser's session (./session has the state every page reads): loaded with the
// sign-in screens and the signed-in menu.
import type { QueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '../../domain/account'
import { api } from '../../lib/http/clients'
import { accountKeys } from './api/get-current-user'
import { forgetUser } from './session'

const tokens = api.tokens

/** After sign-in, sign-up or third-party sign-in: keep the token and, when known, the user. */
export function startSession(queryClient: QueryClient, token: string, user?: CurrentUser): void {
  forgetUser(queryClient)
  tokens.set(token)
  if (user) queryClient.setQueryData(accountKeys.me(token), user)
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
