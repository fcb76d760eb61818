import { createFileRoute } from '@tanstack/react-router'
import { CheckoutCancelPage } from '../../features/plans/checkout-pages'

export const Route = createFileRoute('/_default/payments/checkout/cancel')({
  // Rendered in the browser: the plans and the advertiser's checkout depend on who is signed in.
  staticData: { serverRender: false },
  validateSearch: (search: Record<string, unknown>): { plan_id?: string } => ({
    plan_id: /^\d{1,10}$/.test(String(search.plan_id ?? '')) ? String(search.plan_id) : undefined,
  }),
  component: CheckoutCancelRoute,
})

// The original product titles this page 'Pagamento bem-sucedido', a copy slip: it says the payment was cancelled.
function CheckoutCancelRoute() {
  return <CheckoutCancelPage planId={Route.useSearch().plan_id} />
}
