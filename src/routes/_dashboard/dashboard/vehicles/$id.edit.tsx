import { createFileRoute, useNavigate } from '@tanstack/react-router'
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
  const navigate = useNavigate()
  return (
    <EditVehiclePage
      key={id}
      id={id}
      step={step}
      onStep={(next) =>
        void navigate({
          to: '/dashboard/vehicles/$id/edit',
          params: { id },
          search: next === 'media' ? { step: 'media' } : {},
          replace: true,
        })
      }
    />
  )
}
