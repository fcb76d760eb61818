import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { planQueryOptions, plansQueryOptions } from '../../features/plans/api/get-plans'
import { paymentsModeQueryOptions } from '../../features/plans/api/payments-mode'
import { PlanPage } from '../../features/plans/plan-page'

export const Route = createFileRoute('/_default/planos/$id')({
  // The plan, then the other plans of its profile shown below it. Not awaited: the page shows at once.
  loader: ({ context: { queryClient }, params }) => {
    queryClient
      .ensureQueryData(planQueryOptions(params.id))
      .then((plan) => queryClient.prefetchQuery(plansQueryOptions(plan.attributes.kind)))
      .catch(() => undefined)
    // Whether paid plans can be bought here: part of the page, not a request after it.
    void queryClient.prefetchQuery(paymentsModeQueryOptions())
  },
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
