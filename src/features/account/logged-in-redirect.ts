// Apart from the other guards (src/features/account/guards.ts), which the dashboard's routes load with them: the
// sign-in and sign-up pages need only this check, which every page's route tree carries.
import { redirect } from '@tanstack/react-router'
import { api } from '../../lib/http/clients'

/** beforeLoad of /entrar and /registrar. */
export function redirectIfLoggedIn({ search }: { search: { redirect?: string } }): void {
  if (api.tokens.get()) throw redirect({ href: search.redirect ?? '/dashboard', replace: true })
}
