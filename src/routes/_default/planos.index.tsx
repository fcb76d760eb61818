import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { PlansPage } from '../../features/plans/plan-page'

export const Route = createFileRoute('/_default/planos/')({
  component: PlansRoute,
})

function PlansRoute() {
  const { user } = useSession()
  return <PlansPage userProfile={user?.profile_chosen ? user.profile : undefined} />
}
