import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../app/shell/under-construction'

export const Route = createFileRoute('/_default/payments/checkout/success')({
  component: () => <UnderConstruction name={msg`Assinatura confirmada`} />,
})
