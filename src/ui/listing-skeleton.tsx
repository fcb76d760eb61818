import { Skeleton } from './skeleton'
import './card.css'
import './listing-card.css'

/** Placeholder cards with the real cards' shape, so nothing jumps when data arrives. */
export function ListingGridSkeleton({
  count = 8,
  label,
  layout = 'grid',
}: {
  count?: number
  label: string
  layout?: 'grid' | 'shelf'
}) {
  return (
    <div role="status" aria-label={label}>
      <ul className={layout === 'shelf' ? 'shelf' : 'card-grid'}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <div className="listing-card listing-card-skeleton" aria-hidden="true">
              <div className="listing-card-media" />
              <div className="listing-card-body">
                <Skeleton width="45%" height="1.4rem" />
                <Skeleton width="90%" />
                <Skeleton width="60%" />
                <Skeleton width="75%" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
