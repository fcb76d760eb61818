import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../features/account/components/register-page'
import { redirectIfLoggedIn } from '../../features/account/guards'
import { redirectSearch } from '../../features/account/redirects'

export const Route = createFileRoute('/_none/registrar')({
  validateSearch: redirectSearch,
  beforeLoad: ({ search }) => redirectIfLoggedIn({ search }),
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect } = Route.useSearch()
  return <RegisterPage redirect={redirect} />
}
