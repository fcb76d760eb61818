import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { PlansPage } from '../../features/plans/plan-page'

export const Route = createFileRoute('/_default/planos/')({
  // Rendered in the browser: the plans and the advertiser's checkout depend on who is signed in.
  staticData: { serverRender: false },
  component: PlansRoute,
})

function PlansRoute() {
  const { user } = useSession()
  return <PlansPage userProfile={user?.profile_chosen ? user.profile : undefined} />
}
