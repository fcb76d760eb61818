import { createFileRoute } from '@tanstack/react-router'
import { SubscriptionsPage } from '../../../../features/backoffice/components/subscriptions-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/subscriptions')({
  component: SubscriptionsPage,
})
