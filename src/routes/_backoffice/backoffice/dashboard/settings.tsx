import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../../../app/shell/under-construction'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/settings')({
  component: () => <UnderConstruction name={msg`Configurações do site`} />,
})
