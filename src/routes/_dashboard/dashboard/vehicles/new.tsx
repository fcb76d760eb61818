import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { vehicleTypes, type VehicleType } from '../../../../domain/enums-core'
import { NewVehiclePage } from '../../../../features/listing-editor/vehicles/new-vehicle-page'

export const Route = createFileRoute('/_dashboard/dashboard/vehicles/new')({
  validateSearch: (search: Record<string, unknown>): { type?: VehicleType } =>
    vehicleTypes.includes(search.type as VehicleType) ? { type: search.type as VehicleType } : {},
  component: NewVehicleRoute,
})

function NewVehicleRoute() {
  const { type } = Route.useSearch()
  const navigate = useNavigate()
  return (
    <NewVehiclePage
      key={type ?? 'type'}
      type={type}
      onType={(chosen) => void navigate({ to: '/dashboard/vehicles/new', search: { type: chosen } })}
    />
  )
}
