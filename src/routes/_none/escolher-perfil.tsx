import { createFileRoute, redirect } from '@tanstack/react-router'
import { ChooseProfilePage } from '../../features/account/components/choose-profile-page'
import { redirectSearch } from '../../features/account/redirects'

/** Choose-profile: after the first sign-in, while the profile has not been chosen. */
export const Route = createFileRoute('/_none/escolher-perfil')({
  validateSearch: redirectSearch,
  // Rendered in the browser: it needs the signed-in user, whom the server does not know.
  staticData: { serverRender: false },
  beforeLoad: async ({ context, location, search }) => {
    const { loadUser } = await import('../../features/account/guards')
    const user = await loadUser({ context, location })
    if (user?.profile_chosen) throw redirect({ href: search.redirect ?? '/dashboard', replace: true })
  },
  component: ChooseProfileRoute,
})

function ChooseProfileRoute() {
  const { redirect } = Route.useSearch()
  return <ChooseProfilePage redirect={redirect} />
}
