import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ListingGridSkeleton } from '../../../ui/listing-skeleton'
import { vehiclesQueryOptions, type VehicleQuery } from '../api/get-vehicles'
import { VehicleCard } from './vehicle-card'
import '../../../ui/shelf.css'

/** A home-page row of vehicles that shows a skeleton while loading and disappears when empty. */
export function VehicleShelf({ id, title, query }: { id: string; title: string; query: VehicleQuery }) {
  const { t } = useLingui()
  const { data, isPending, isError } = useQuery(vehiclesQueryOptions(query))
  const items = data?.data ?? []
  if (isError || (!isPending && items.length === 0)) return null
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <Link to="/veiculos">{t`Ver todos`}</Link>
      </div>
      {isPending ? (
        <ListingGridSkeleton count={4} layout="shelf" label={t`Carregando veículos`} />
      ) : (
        <ul className="shelf">
          {items.slice(0, 8).map((v) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
