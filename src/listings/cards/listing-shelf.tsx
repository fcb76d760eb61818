import { Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListingGridSkeleton } from '../../ui/listing-skeleton'
import type { ListingKind, ListingSummary } from '../listing-kind'
import { ListingCard } from './listing-card'
import '../../ui/shelf.css'

export interface ListingShelfProps<L extends ListingSummary, Q extends object> {
  kind: ListingKind<L, Q>
  id: string
  title: string
  query: Q
  /** Search params of the "see all" link to the kind's list page. */
  more?: object
  /** The first shelf of a page loads its first cards eagerly. */
  eager?: boolean
}

/** A home-page row of listings that shows a skeleton while loading and disappears when empty. */
export function ListingShelf<L extends ListingSummary, Q extends object>({
  kind,
  id,
  title,
  query,
  more,
  eager,
}: ListingShelfProps<L, Q>) {
  const { i18n, t } = useLingui()
  const { data, isPending, isError } = useQuery(kind.listQuery(query))
  const items = data?.data ?? []
  if (isError || (!isPending && items.length === 0)) return null
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <Link to={kind.listPath} search={more}>
          {t`Ver todos`}
        </Link>
      </div>
      {isPending ? (
        <ListingGridSkeleton count={4} layout="shelf" label={i18n._(kind.labels.loading)} />
      ) : eager ? (
        <ListingRow kind={kind} listings={items.slice(0, 8)} eager />
      ) : (
        // Nothing here suspends: the boundary lets React hydrate this row apart from the page, in a task of its
        // own, so a phone does not spend one long task hydrating every shelf of the home page at once.
        <Suspense fallback={null}>
          <ListingRow kind={kind} listings={items.slice(0, 8)} />
        </Suspense>
      )}
    </section>
  )
}

/** Cards side by side, scrolled sideways on phones; with `eager`, the first four load at once. */
export function ListingRow<L extends ListingSummary>({
  kind,
  listings,
  eager,
}: {
  kind: ListingKind<L, never>
  listings: L[]
  eager?: boolean
}) {
  return (
    <ul className="shelf">
      {listings.map((listing, i) => (
        <li key={listing.id}>
          <ListingCard kind={kind} listing={listing} eager={eager && i < 4} priority={eager && i === 0} />
        </li>
      ))}
    </ul>
  )
}
