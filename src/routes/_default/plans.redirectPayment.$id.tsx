import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../app/shell/under-construction'

export const Route = createFileRoute('/_default/plans/redirectPayment/$id')({
  component: () => <UnderConstruction name={msg`Redirecionando para o pagamento`} />,
})
