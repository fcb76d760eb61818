import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionsPage } from '../../../features/plans/subscriptions-page'

export const Route = createFileRoute('/_dashboard/dashboard/subscriptions')({
  // `ativado`: the subscription a free plan just started (the plan page comes back here with it).
  validateSearch: (search: Record<string, unknown>): { ativado?: number } => ({
    ativado: Number.isSafeInteger(search.ativado) ? (search.ativado as number) : undefined,
  }),
  component: SubscriptionsRoute,
})

function SubscriptionsRoute() {
  const { ativado } = Route.useSearch()
  return <SubscriptionsPage started={ativado === undefined ? undefined : String(ativado)} />
}
