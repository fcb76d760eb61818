import { createFileRoute } from '@tanstack/react-router'
import { businessLeadsSearch } from '../../../../features/backoffice/table/table-search'
import { routeSearch } from '../../../../lib/search-params/search-params'
import { BusinessLeadsPage } from '../../../../features/backoffice/components/business-leads-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/leads')({
  ...routeSearch(businessLeadsSearch),
  component: BusinessLeadsPage,
})
