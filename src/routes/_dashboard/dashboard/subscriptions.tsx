import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../../features/account/session'
import { SubscriptionsPage } from '../../../features/plans/subscriptions-page'

export const Route = createFileRoute('/_dashboard/dashboard/subscriptions')({
  // `ativado`: the subscription a free plan just started (the plan page comes back here with it); `mudar`: a plan
  // picked on /planos to change to.
  validateSearch: (search: Record<string, unknown>): { ativado?: number; mudar?: number } => ({
    ativado: Number.isSafeInteger(search.ativado) ? (search.ativado as number) : undefined,
    mudar: Number.isSafeInteger(search.mudar) ? (search.mudar as number) : undefined,
  }),
  component: SubscriptionsRoute,
})

function SubscriptionsRoute() {
  const { ativado, mudar } = Route.useSearch()
  const { user } = useSession()
  return (
    <SubscriptionsPage
      started={ativado === undefined ? undefined : String(ativado)}
      profile={user?.profile_chosen ? user.profile : undefined}
      changeTo={mudar === undefined ? undefined : String(mudar)}
    />
  )
}
