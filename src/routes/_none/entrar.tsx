import { createFileRoute } from '@tanstack/react-router'
import { authProvidersQueryOptions } from '../../features/account/api/get-auth-providers'
import { LoginPage } from '../../features/account/components/login-page'
import { redirectIfLoggedIn } from '../../features/account/logged-in-redirect'
import { redirectSearch } from '../../features/account/redirects'

export const Route = createFileRoute('/_none/entrar')({
  validateSearch: redirectSearch,
  beforeLoad: async ({ context, location, search }) => {
    // Back from third-party sign-in with #token=…: start the session and go on (what does it comes only then).
    if (location.hash.includes('token='))
      (await import('../../features/account/oidc')).takeOidcToken(context.queryClient, location.hash)
    redirectIfLoggedIn({ search })
  },
  // Whether a third-party sign-in is offered. Not awaited: the form shows at once.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(authProvidersQueryOptions())
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirect={redirect} />
}
