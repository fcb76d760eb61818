import { createFileRoute } from '@tanstack/react-router'
import { reportsSearch } from '../../../../features/backoffice/table/table-search'
import { routeSearch } from '../../../../lib/search-params/search-params'
import { ReportsPage } from '../../../../features/backoffice/components/reports-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/propertyReports')({
  ...routeSearch(reportsSearch),
  component: ReportsPage,
})
