import { createFileRoute } from '@tanstack/react-router'
import { VehiclePublishedPage } from '../../../../features/listing-editor/vehicles/vehicle-published-page'

export const Route = createFileRoute('/_dashboard/dashboard/vehicles/$id/published')({
  component: VehiclePublishedRoute,
})

function VehiclePublishedRoute() {
  const { id } = Route.useParams()
  return <VehiclePublishedPage id={id} />
}
