import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { forgetUser, useUserToken } from '../session-token'
import './user-menu.css'

// Most first visits are signed out: the signed-in menu comes in a chunk of its own, loaded for those who need it.
const SignedInMenu = lazy(() => import('./signed-in-menu'))

/**
 * The header's 'Entrar' link, or, when signed in, a small menu: dashboard, alerts, profile, logout. The header
 * reads only the token: the user's query (useSession) comes with the menu's chunk.
 */
export function UserMenu() {
  const token = useUserToken()
  const queryClient = useQueryClient()
  useEffect(() => {
    // The token went away (logout, another tab, or the API discarded it): forget the user's data too.
    if (token === null) forgetUser(queryClient)
  }, [token, queryClient])
  if (token === null) {
    return (
      <Link to="/entrar" className="site-header-login">
        <Trans id="nav.login">Entrar</Trans>
      </Link>
    )
  }
  // The avatar's place is kept while the menu loads (the user's initial comes with it): the header does not move.
  const placeholder = (
    <span className="user-menu-avatar" aria-hidden="true">
      ·
    </span>
  )
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu />
    </Suspense>
  )
}
