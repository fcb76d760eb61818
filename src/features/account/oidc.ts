// Third-party sign-in leaves the app (/v1/auth/oidc/start → issuer → /entrar#token=… or #error=…). Where to
// go afterwards is kept in sessionStorage for the way back: the server's redirect cannot carry it.
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { safeRedirect } from './redirects'
import { startSession } from './session'

const KEY = 'mi.oidcRedirect'

export function rememberOidcRedirect(to: string | undefined): void {
  try {
    if (to) sessionStorage.setItem(KEY, to)
    else sessionStorage.removeItem(KEY)
  } catch {
    // Private mode: the user lands on /dashboard instead.
  }
}

function takeOidcRedirect(): string | undefined {
  try {
    const to = safeRedirect(sessionStorage.getItem(KEY))
    sessionStorage.removeItem(KEY)
    return to
  } catch {
    return undefined
  }
}

/** The `#error=` code of a failed third-party sign-in ('oidc', 'account_blocked'), if any. */
export const oidcErrorOf = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get('error')

/** beforeLoad of /entrar: `#token=` starts the session and leaves the URL (the token must not stay in history). */
export function takeOidcToken(queryClient: QueryClient, hash: string): void {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')
  if (!token) return
  startSession(queryClient, token)
  throw redirect({ href: takeOidcRedirect() ?? '/dashboard', replace: true })
}
