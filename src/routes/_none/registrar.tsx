import { createFileRoute } from '@tanstack/react-router'
import { authProvidersQueryOptions } from '../../features/account/api/get-auth-providers'
import { RegisterPage } from '../../features/account/components/register-page'
import { redirectIfLoggedIn } from '../../features/account/logged-in-redirect'
import { redirectSearch } from '../../features/account/redirects'

export const Route = createFileRoute('/_none/registrar')({
  validateSearch: redirectSearch,
  beforeLoad: ({ search }) => redirectIfLoggedIn({ search }),
  // Whether a third-party sign-in is offered. Not awaited: the form shows at once.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(authProvidersQueryOptions())
  },
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect } = Route.useSearch()
  return <RegisterPage redirect={redirect} />
}
