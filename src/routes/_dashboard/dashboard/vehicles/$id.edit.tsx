import { createFileRoute } from '@tanstack/react-router'
import {
  EditVehiclePage,
  type EditStep,
} from '../../../../features/listing-editor/vehicles/edit-vehicle-page'

export const Route = createFileRoute('/_dashboard/dashboard/vehicles/$id/edit')({
  validateSearch: (search: Record<string, unknown>): { step?: EditStep } =>
    search.step === 'media' ? { step: 'media' } : {},
  component: EditVehicleRoute,
})

function EditVehicleRoute() {
  const { id } = Route.useParams()
  const { step = 'details' } = Route.useSearch()
  return <EditVehiclePage key={id} id={id} step={step} />
}
