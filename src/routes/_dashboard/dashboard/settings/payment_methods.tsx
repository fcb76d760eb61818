import { createFileRoute } from '@tanstack/react-router'
import {
  PaymentMethodsPage,
  type PaymentMethodsSearch,
} from '../../../../features/plans/payment-methods-page'

export const Route = createFileRoute('/_dashboard/dashboard/settings/payment_methods')({
  validateSearch: (search: Record<string, unknown>): PaymentMethodsSearch => ({
    setup: search.setup === 'success' || search.setup === 'cancel' ? search.setup : undefined,
  }),
  component: PaymentMethodsRoute,
})

function PaymentMethodsRoute() {
  return <PaymentMethodsPage search={Route.useSearch()} />
}
