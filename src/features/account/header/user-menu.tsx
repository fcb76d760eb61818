import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useSession } from '../session'
import './user-menu.css'

// Most first visits are signed out: the signed-in menu comes in a chunk of its own, loaded for those who need it.
const SignedInMenu = lazy(() => import('./signed-in-menu'))

/** The header's 'Entrar' link, or, when signed in, a small menu: dashboard, alerts, profile, logout. */
export function UserMenu() {
  const { loggedIn, user } = useSession()
  if (!loggedIn) {
    return (
      <Link to="/entrar" className="site-header-login">
        <Trans id="nav.login">Entrar</Trans>
      </Link>
    )
  }
  // The avatar's place is kept while the menu loads: the header does not move.
  const placeholder = (
    <span className="user-menu-avatar" aria-hidden="true">
      {(user?.first_name || '·').charAt(0).toUpperCase()}
    </span>
  )
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu />
    </Suspense>
  )
}
