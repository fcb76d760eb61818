import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../../../app/shell/under-construction'

export const Route = createFileRoute('/_dashboard/dashboard/vehicles/new')({
  component: () => <UnderConstruction name={msg`Novo veículo`} />,
})
