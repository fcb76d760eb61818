import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '../../../../features/backoffice/components/overview-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/')({
  component: OverviewPage,
})
