import { createFileRoute } from '@tanstack/react-router'
import { brandsSearch } from '../../../../features/backoffice/table/table-search'
import { routeSearch } from '../../../../lib/search-params/search-params'
import { BrandsPage } from '../../../../features/backoffice/components/brands-page'

export const Route = createFileRoute('/_backoffice/backoffice/dashboard/vehicles/brands')({
  ...routeSearch(brandsSearch),
  component: BrandsPage,
})
