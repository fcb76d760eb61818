import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { PlanPage } from '../../features/plans/plan-page'

export const Route = createFileRoute('/_default/planos/$id')({
  // Rendered in the browser: the plans and the advertiser's checkout depend on who is signed in.
  staticData: { serverRender: false },
  component: PlanRoute,
})

function PlanRoute() {
  const { user, loggedIn } = useSession()
  return (
    <PlanPage
      id={Route.useParams().id}
      userProfile={user?.profile_chosen ? user.profile : undefined}
      loggedIn={loggedIn}
    />
  )
}
