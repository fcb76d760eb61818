import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Pagination } from '../../../ui/pagination'
import { useAdvertiserVehicles } from '../api/get-advertiser-vehicles'
import { VehicleGrid } from '../components/vehicle-grid'
import '../../../lib/i18n/discovery-catalog'

/** One advertiser's published vehicles, paged by the `vpage` search param. */
export function AdvertiserVehicles({ advertiserId, page }: { advertiserId: string; page: number }) {
  const { t } = useLingui()
  const { data } = useAdvertiserVehicles(advertiserId, page)
  if (data.meta.total === 0) return null
  return (
    <section className="section" aria-labelledby="adv-vehicles">
      <div className="section-head">
        <h2 id="adv-vehicles">{t`Veículos`}</h2>
        <span className="muted">{plural(data.meta.total, { one: '# veículo', other: '# veículos' })}</span>
      </div>
      <VehicleGrid vehicles={data.data} eager={false} />
      <Pagination page={data.meta.page} totalPages={data.meta.total_pages} param="vpage" />
    </section>
  )
}
