import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { PropertySearch } from '../../../domain/property'
import { ListingGridSkeleton } from '../../../ui/listing-skeleton'
import { propertiesQueryOptions, type PropertyQuery } from '../api/get-properties'
import { PropertyCard } from './property-card'
import '../../../ui/shelf.css'

export interface PropertyShelfProps {
  id: string
  title: string
  query: PropertyQuery
  /** Search params of the "see all" link to /imoveis. */
  more: Partial<PropertySearch>
  /** The first shelf of a page loads its first cards eagerly. */
  eager?: boolean
}

/** A home-page row of properties that shows a skeleton while loading and disappears when empty. */
export function PropertyShelf({ id, title, query, more, eager }: PropertyShelfProps) {
  const { t } = useLingui()
  const { data, isPending, isError } = useQuery(propertiesQueryOptions(query))
  const items = data?.data ?? []
  if (isError || (!isPending && items.length === 0)) return null
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <Link to="/imoveis" search={more}>
          {t`Ver todos`}
        </Link>
      </div>
      {isPending ? (
        <ListingGridSkeleton count={4} layout="shelf" label={t`Carregando imóveis`} />
      ) : (
        <ul className="shelf">
          {items.slice(0, 8).map((p, i) => (
            <li key={p.id}>
              <PropertyCard property={p} eager={eager && i < 4} priority={eager && i === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
