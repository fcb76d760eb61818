import type { PropertySummary } from '../../../domain/property'
import { PropertyCard } from './property-card'

/** The first row (up to 4 cards on wide screens) loads eagerly; the rest lazily. */
export const EAGER_CARDS = 4

export function PropertyGrid({
  properties,
  eager = true,
}: {
  properties: PropertySummary[]
  eager?: boolean
}) {
  return (
    <ul className="card-grid">
      {properties.map((p, i) => (
        <li key={p.id}>
          <PropertyCard property={p} eager={eager && i < EAGER_CARDS} priority={eager && i === 0} />
        </li>
      ))}
    </ul>
  )
}
