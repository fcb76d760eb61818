// Where a sign-up was heading (e.g. the owner flow's review step) waits in this browser for the confirmation link:
// the link opens from the mailbox, often in another tab, so it is kept in localStorage rather than the URL.
import { safeRedirect } from './redirects'

const KEY = 'mi.signUpRedirect'

export function rememberSignUpRedirect(to: string | undefined): void {
  try {
    if (to) localStorage.setItem(KEY, to)
    else localStorage.removeItem(KEY)
  } catch {
    // Private mode: the new account lands on the dashboard instead.
  }
}

export function takeSignUpRedirect(): string | undefined {
  try {
    const to = safeRedirect(localStorage.getItem(KEY))
    localStorage.removeItem(KEY)
    return to
  } catch {
    return undefined
  }
}
