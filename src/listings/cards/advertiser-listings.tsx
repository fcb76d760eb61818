import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { PaginationMeta } from '../../domain/api'
import { Pagination } from '../../ui/pagination'
import { advertiserListingsQueryOptions } from '../api/listing-detail-queries'
import type { ListingKind, ListingPage, ListingSummary } from '../listing-kind'
import { ListingGrid } from './listing-grid'

/** How a kind's block reads on an advertiser's public page. */
export interface AdvertiserSection<L extends ListingSummary> {
  kind: ListingKind<L, never>
  title: MessageDescriptor
  /** The total as a phrase ("12 imóveis"). */
  count: (meta: PaginationMeta) => string
  /** The search param that pages this block. */
  param: 'page' | 'vpage'
}

/** One advertiser's listings of a kind on their public page, paged by its own search param. */
export function AdvertiserListings<L extends ListingSummary>({
  section: { kind, title, count, param },
  advertiserId,
  page,
}: {
  section: AdvertiserSection<L>
  advertiserId: string
  page: number
}) {
  const { i18n } = useLingui()
  const query = advertiserListingsQueryOptions<ListingPage<L>>(kind.collection)
  const { data } = useSuspenseQuery(query(advertiserId, page))
  if (data.meta.total === 0) return null
  const headingId = `adv-${kind.collection}`
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId}>{i18n._(title)}</h2>
        <span className="muted">{count(data.meta)}</span>
      </div>
      <ListingGrid kind={kind} listings={data.data} eager={false} />
      <Pagination page={data.meta.page} totalPages={data.meta.total_pages} param={param} />
    </section>
  )
}
