import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { CheckoutSuccessPage } from '../../features/plans/checkout-pages'

export const Route = createFileRoute('/_default/payments/checkout/success')({
  // Rendered in the browser: the plans and the advertiser's checkout depend on who is signed in.
  staticData: { serverRender: false },
  validateSearch: (search: Record<string, unknown>): { session_id?: string } => ({
    session_id:
      typeof search.session_id === 'string' && /^[\w-]{1,200}$/.test(search.session_id)
        ? search.session_id
        : undefined,
  }),
  component: CheckoutSuccessRoute,
})

function CheckoutSuccessRoute() {
  const { loggedIn } = useSession()
  return <CheckoutSuccessPage sessionId={Route.useSearch().session_id} loggedIn={loggedIn} />
}
