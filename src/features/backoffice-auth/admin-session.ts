// The back office session: its own token (adminApi), its own state. The token is the
// logged-in state, so when it is missing the state is logged out, whatever was loaded before.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { adminApi } from '../../lib/http/admin-client'
import { adminKeys, adminQueryOptions, type Admin } from './api/get-admin'

const tokens = adminApi.tokens
const noToken = () => null

export function useAdminToken(): string | null {
  return useSyncExternalStore(tokens.subscribe, tokens.get, noToken)
}

export function useAdminSession(): { loggedIn: boolean; admin: Admin | undefined } {
  const token = useAdminToken()
  const queryClient = useQueryClient()
  const { data } = useQuery({ ...adminQueryOptions(), enabled: token !== null })
  useEffect(() => {
    if (token === null) forgetAdmin(queryClient)
  }, [token, queryClient])
  return { loggedIn: token !== null, admin: token === null ? undefined : data }
}

export function forgetAdmin(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: adminKeys.all })
}

export function startAdminSession(queryClient: QueryClient, token: string, admin: Admin): void {
  forgetAdmin(queryClient)
  tokens.set(token)
  queryClient.setQueryData(adminKeys.me, admin)
}

/** DELETE /v1/admin/auth/sign_out (best effort), then the admin token and state go. */
export async function adminSignOut(queryClient: QueryClient): Promise<void> {
  try {
    if (tokens.get()) await adminApi.request('/v1/admin/auth/sign_out', { method: 'DELETE' })
  } catch {
    // Expired or offline: logged out here anyway.
  } finally {
    tokens.clear()
    forgetAdmin(queryClient)
  }
}
