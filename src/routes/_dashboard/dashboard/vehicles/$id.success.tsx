import { createFileRoute } from '@tanstack/react-router'
import { VehicleCreatedPage } from '../../../../features/listing-editor/vehicles/vehicle-created-page'

export const Route = createFileRoute('/_dashboard/dashboard/vehicles/$id/success')({
  component: VehicleCreatedRoute,
})

function VehicleCreatedRoute() {
  const { id } = Route.useParams()
  return <VehicleCreatedPage key={id} id={id} />
}
