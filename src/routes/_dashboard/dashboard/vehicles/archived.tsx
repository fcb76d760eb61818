import { createFileRoute } from '@tanstack/react-router'
import { MyVehiclesPage } from '../../../../features/listing-editor/vehicles/my-vehicles-page'

export const Route = createFileRoute('/_dashboard/dashboard/vehicles/archived')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page)
    return Number.isInteger(page) && page > 1 ? { page } : {}
  },
  component: ArchivedVehiclesRoute,
})

function ArchivedVehiclesRoute() {
  const { page = 1 } = Route.useSearch()
  return <MyVehiclesPage page={page} archived />
}
