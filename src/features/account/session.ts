// The advertiser's session: the stored user token is the logged-in state; the user
// comes from GET /v1/users. Small and zod-free on purpose. The header on every page reads only the token
// (./session-token, re-exported here); the user's query loads with the signed-in menu and the screens that show
// the user. Signing in and out (./session-changes) load with the screens that do it.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { CurrentUser } from '../../domain/account'
import { currentUserQueryOptions } from './api/get-current-user'
import { forgetUser, useUserToken } from './session-token'

export { forgetUser, useUserToken } from './session-token'

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
