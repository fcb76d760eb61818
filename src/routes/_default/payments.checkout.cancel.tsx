import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../app/shell/under-construction'

export const Route = createFileRoute('/_default/payments/checkout/cancel')({
  component: CheckoutCancelRoute,
})

function CheckoutCancelRoute() {
  const { t } = useLingui()
  // This page's title reads 'Pagamento bem-sucedido', as the original product does.
  return <UnderConstruction name={msg`Pagamento cancelado`} documentTitle={t`Pagamento bem-sucedido`} />
}
