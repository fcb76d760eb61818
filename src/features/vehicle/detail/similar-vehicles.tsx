import { useLingui } from '@lingui/react/macro'
import { useNearViewport } from '../../../lib/browser/use-near-viewport'
import { ListingGridSkeleton } from '../../../ui/listing-skeleton'
import { useSimilarVehicles } from '../api/get-similar-vehicles'
import { VehicleCard } from '../components/vehicle-card'
import '../../../ui/shelf.css'
import '../../../lib/i18n/discovery-catalog'

/** "Veículos semelhantes" under a vehicle page; asked for when scrolled near, gone when empty. */
export function SimilarVehicles({ id }: { id: string }) {
  const { t } = useLingui()
  const [ref, near] = useNearViewport<HTMLElement>()
  const { data, isPending, isError } = useSimilarVehicles(id, near)
  if (isError || (data && data.length === 0)) return null
  return (
    <section ref={ref} className="section" aria-labelledby="vd-similar" data-related="similar">
      <div className="section-head">
        <h2 id="vd-similar">{t`Veículos semelhantes`}</h2>
      </div>
      {isPending || !data ? (
        <ListingGridSkeleton count={4} layout="shelf" label={t`Carregando veículos`} />
      ) : (
        <ul className="shelf">
          {data.map((v) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
