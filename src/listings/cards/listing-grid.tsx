import type { ListingKind, ListingSummary } from '../listing-kind'
import { ListingCard } from './listing-card'

/** The first row (up to 4 cards on wide screens) loads eagerly; the rest lazily. */
export const EAGER_CARDS = 4

export function ListingGrid<L extends ListingSummary>({
  kind,
  listings,
  eager = true,
}: {
  kind: ListingKind<L, never>
  listings: L[]
  eager?: boolean
}) {
  return (
    <ul className="card-grid">
      {listings.map((listing, i) => (
        <li key={listing.id}>
          <ListingCard
            kind={kind}
            listing={listing}
            eager={eager && i < EAGER_CARDS}
            priority={eager && i === 0}
          />
        </li>
      ))}
    </ul>
  )
}
