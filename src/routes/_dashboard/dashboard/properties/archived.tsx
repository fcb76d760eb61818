import { createFileRoute } from '@tanstack/react-router'
import { pageNumber, routeSearch } from '../../../../lib/search-params/search-params'
import { ArchivedPropertiesPage } from '../../../../features/listing-editor/list/archived-page'

export const Route = createFileRoute('/_dashboard/dashboard/properties/archived')({
  ...routeSearch({ page: pageNumber }),
  component: ArchivedRoute,
})

function ArchivedRoute() {
  const { page = 1 } = Route.useSearch()
  return <ArchivedPropertiesPage page={page} />
}
