import { Pagination } from '../../ui/pagination'
import type { ListingKind, ListingPage, ListingSummary } from '../listing-kind'
import { ListingGrid } from './listing-grid'

/** One advertiser's listings of a kind on their public page, paged by its own search param. */
export function AdvertiserListings<L extends ListingSummary>({
  kind,
  headingId,
  title,
  count,
  page,
  param,
}: {
  kind: ListingKind<L, never>
  headingId: string
  title: string
  /** The total as a phrase ("12 imóveis"). */
  count: string
  page: ListingPage<L>
  param: 'page' | 'vpage'
}) {
  if (page.meta.total === 0) return null
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
        <span className="muted">{count}</span>
      </div>
      <ListingGrid kind={kind} listings={page.data} eager={false} />
      <Pagination page={page.meta.page} totalPages={page.meta.total_pages} param={param} />
    </section>
  )
}
