import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../../../app/shell/under-construction'

export const Route = createFileRoute('/_dashboard/dashboard/vehicles/$id/success')({
  component: () => <UnderConstruction name={msg`Veículo criado`} />,
})
