import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { PlanPage } from '../../features/plans/plan-page'

export const Route = createFileRoute('/_default/planos/$id')({
  component: PlanRoute,
})

function PlanRoute() {
  const { user } = useSession()
  return <PlanPage id={Route.useParams().id} userProfile={user?.profile_chosen ? user.profile : undefined} />
}
