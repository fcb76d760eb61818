import { createFileRoute } from '@tanstack/react-router'
import { useSession } from '../../features/account/session'
import { WaitingOwnerDraft } from '../../features/listing-editor/owner-flow/waiting-draft'
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

/** The checkout's outcome, and the owner's listing that waited for the plan (if one waits on this device). */
function CheckoutSuccessRoute() {
  const { loggedIn } = useSession()
  return (
    <>
      <CheckoutSuccessPage sessionId={Route.useSearch().session_id} loggedIn={loggedIn} />
      {loggedIn && <WaitingOwnerDraft />}
    </>
  )
}
