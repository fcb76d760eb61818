import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../../../app/shell/under-construction'

export const Route = createFileRoute('/_dashboard/dashboard/settings/payment_methods')({
  component: () => <UnderConstruction name={msg`Formas de pagamento`} />,
})
