import { useQuery } from '@tanstack/react-query'
import { useNearViewport } from '../../lib/browser/use-near-viewport'
import { ListingGridSkeleton } from '../../ui/listing-skeleton'
import type { KindQueryOptions, ListingKind, ListingSummary } from '../listing-kind'
import { ListingRow } from './listing-shelf'
import '../../ui/shelf.css'

/** A row of related listings under a detail page; asked for when scrolled near, gone when empty. */
export function RelatedListings<L extends ListingSummary>({
  kind,
  headingId,
  related,
  title,
  loadingLabel,
  query,
}: {
  kind: ListingKind<L, never>
  headingId: string
  /** The section's data-related mark ("nearby", "similar"). */
  related: string
  title: string
  loadingLabel: string
  query: KindQueryOptions<L[]>
}) {
  const [ref, near] = useNearViewport<HTMLElement>()
  const { data, isPending, isError } = useQuery({ ...query, enabled: near })
  if (isError || (data && data.length === 0)) return null
  return (
    <section ref={ref} className="section" aria-labelledby={headingId} data-related={related}>
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
      </div>
      {isPending || !data ? (
        <ListingGridSkeleton count={4} layout="shelf" label={loadingLabel} />
      ) : (
        <ListingRow kind={kind} listings={data} />
      )}
    </section>
  )
}
