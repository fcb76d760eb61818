import { createFileRoute } from '@tanstack/react-router'
import { subscriptionsSearch } from '../../../../features/backoffice/table/table-search'
import { routeSearch } from '../../../../lib/search-params/search-params'
import { SubscriptionsPage } from '../../../../features/backoffice/components/subscriptions-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/subscriptions')({
  ...routeSearch(subscriptionsSearch),
  component: SubscriptionsPage,
})
