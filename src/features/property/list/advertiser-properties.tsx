import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Pagination } from '../../../ui/pagination'
import { useAdvertiserProperties } from '../api/get-advertiser-properties'
import { PropertyGrid } from '../components/property-grid'
import '../../../lib/i18n/discovery-catalog'

/** One advertiser's active properties, paged by the `page` search param. */
export function AdvertiserProperties({ advertiserId, page }: { advertiserId: string; page: number }) {
  const { t } = useLingui()
  const { data } = useAdvertiserProperties(advertiserId, page)
  if (data.meta.total === 0) return null
  return (
    <section className="section" aria-labelledby="adv-properties">
      <div className="section-head">
        <h2 id="adv-properties">{t`Imóveis`}</h2>
        <span className="muted">{plural(data.meta.total, { one: '# imóvel', other: '# imóveis' })}</span>
      </div>
      <PropertyGrid properties={data.data} eager={false} />
      <Pagination page={data.meta.page} totalPages={data.meta.total_pages} param="page" />
    </section>
  )
}
