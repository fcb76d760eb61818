import { createFileRoute } from '@tanstack/react-router'
import { listingsSearch } from '../../../../features/backoffice/table/table-search'
import { routeSearch } from '../../../../lib/search-params/search-params'
import { PropertiesPage } from '../../../../features/backoffice/components/properties-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/properties')({
  ...routeSearch(listingsSearch),
  component: PropertiesPage,
})
