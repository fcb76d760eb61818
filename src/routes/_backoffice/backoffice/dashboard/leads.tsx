import { createFileRoute } from '@tanstack/react-router'
import { BusinessLeadsPage } from '../../../../features/backoffice/components/business-leads-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/leads')({
  component: BusinessLeadsPage,
})
