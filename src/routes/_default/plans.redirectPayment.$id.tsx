import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { CheckoutRedirectPage } from '../../features/plans/checkout-pages'

export const Route = createFileRoute('/_default/plans/redirectPayment/$id')({
  // Rendered in the browser: the plans and the advertiser's checkout depend on who is signed in.
  staticData: { serverRender: false },
  // ?forma=pix: one period paid by PIX; the card otherwise.
  validateSearch: (search: Record<string, unknown>): { forma?: 'pix' } =>
    search.forma === 'pix' ? { forma: 'pix' } : {},
  component: RedirectPaymentRoute,
})

function RedirectPaymentRoute() {
  const { loggedIn } = useSession()
  return (
    <CheckoutRedirectPage
      planId={Route.useParams().id}
      method={Route.useSearch().forma === 'pix' ? 'pix' : 'card'}
      loggedIn={loggedIn}
    />
  )
}
