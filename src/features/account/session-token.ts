// The session's token, which the header on every page reads: signed in or not, and the user's data forgotten when
// the token goes. The signed-in user (./session's useSession, with its query) loads with the screens that show it.
import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { api } from '../../lib/http/clients'

const tokens = api.tokens
const noToken = () => null

/** The stored user token; re-renders when it is set, refreshed, discarded (401 invalid_token) or cleared. */
export function useUserToken(): string | null {
  return useSyncExternalStore(tokens.subscribe, tokens.get, noToken)
}

/** Every query of the signed-in user lives under 'account' (./api/get-current-user): removed at once. */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ['account'] })
}
