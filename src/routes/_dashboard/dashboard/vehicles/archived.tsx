import { createFileRoute } from '@tanstack/react-router'
import { pageNumber, routeSearch } from '../../../../lib/search-params/search-params'
import { MyVehiclesPage } from '../../../../features/listing-editor/vehicles/my-vehicles-page'

export const Route = createFileRoute('/_dashboard/dashboard/vehicles/archived')({
  ...routeSearch({ page: pageNumber }),
  component: ArchivedVehiclesRoute,
})

function ArchivedVehiclesRoute() {
  const { page = 1 } = Route.useSearch()
  return <MyVehiclesPage page={page} archived />
}
