import { createFileRoute } from '@tanstack/react-router'
import { ReportsPage } from '../../../../features/backoffice/components/reports-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/propertyReports')({
  component: ReportsPage,
})
