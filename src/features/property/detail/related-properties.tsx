import { useLingui } from '@lingui/react/macro'
import { useNearViewport } from '../../../lib/browser/use-near-viewport'
import { ListingGridSkeleton } from '../../../ui/listing-skeleton'
import { useRelatedProperties, type RelatedKind } from '../api/get-related-properties'
import { PropertyCard } from '../components/property-card'
import '../../../ui/shelf.css'
import '../../../lib/i18n/discovery-catalog'

/** A row of related listings under a detail page; asked for when scrolled near, gone when empty. */
export function RelatedProperties({ id, kind, title }: { id: string; kind: RelatedKind; title: string }) {
  const { t } = useLingui()
  const [ref, near] = useNearViewport<HTMLElement>()
  const { data, isPending, isError } = useRelatedProperties(id, kind, near)
  const headingId = `pd-${kind}`
  if (isError || (data && data.length === 0)) return null
  return (
    <section ref={ref} className="section" aria-labelledby={headingId} data-related={kind}>
      <div className="section-head">
        <h2 id={headingId}>{title}</h2>
      </div>
      {isPending || !data ? (
        <ListingGridSkeleton count={4} layout="shelf" label={t`Carregando imóveis`} />
      ) : (
        <ul className="shelf">
          {data.map((p) => (
            <li key={p.id}>
              <PropertyCard property={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
