import type { VehicleSummary } from '../../../domain/vehicle'
import { VehicleCard } from './vehicle-card'

const EAGER_CARDS = 4

export function VehicleGrid({ vehicles, eager = true }: { vehicles: VehicleSummary[]; eager?: boolean }) {
  return (
    <ul className="card-grid">
      {vehicles.map((v, i) => (
        <li key={v.id}>
          <VehicleCard vehicle={v} eager={eager && i < EAGER_CARDS} priority={eager && i === 0} />
        </li>
      ))}
    </ul>
  )
}
