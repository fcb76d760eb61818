import { createFileRoute } from '@tanstack/react-router'
import { PlansPage } from '../../../../features/backoffice/components/plans-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/plans')({
  component: PlansPage,
})
