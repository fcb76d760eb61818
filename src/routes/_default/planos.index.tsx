import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { plansQueryOptions } from '../../features/plans/api/get-plans'
import { paymentsModeQueryOptions } from '../../features/plans/api/payments-mode'
import { PlansPage } from '../../features/plans/plan-page'

export const Route = createFileRoute('/_default/planos/')({
  // The owner plans, which a visitor sees first (a signed-in advertiser's own profile follows once known).
  // Not awaited: the page shows at once, with its skeleton.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(plansQueryOptions('owner'))
    // Whether paid plans can be bought here: part of the page, not a request after it.
    void queryClient.prefetchQuery(paymentsModeQueryOptions())
  },
  component: PlansRoute,
})

function PlansRoute() {
  const { user } = useSession()
  return <PlansPage userProfile={user?.profile_chosen ? user.profile : undefined} />
}
