// Third-party sign-in leaves the app (/v1/auth/oidc/start → issuer → /entrar#token=… or #error=…). Where to
// go afterwards rides along: the start link carries it and the server hands it back beside the token; a copy in
// sessionStorage covers a start link opened without it.
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { safeRedirect } from './redirects'
import { startSession } from './session-changes'

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
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const token = params.get('token')
  if (!token) return
  startSession(queryClient, token)
  const carried = safeRedirect(params.get('redirect'))
  const remembered = takeOidcRedirect()
  throw redirect({ href: carried ?? remembered ?? '/dashboard', replace: true })
}

/** The provider's start link, carrying where to go afterwards (it works before the page's script has run). */
export function oidcStartHref(startUrl: string, to: string | undefined): string {
  const safe = safeRedirect(to)
  return safe ? `${startUrl}?${new URLSearchParams({ redirect: safe }).toString()}` : startUrl
}
