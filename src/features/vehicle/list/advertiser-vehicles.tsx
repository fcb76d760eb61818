import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdvertiserListings } from '../../../listings/cards/advertiser-listings'
import { useAdvertiserVehicles } from '../api/get-advertiser-vehicles'
import { vehicleKind } from '../vehicle-kind'
import '../../../lib/i18n/discovery-catalog'

/** One advertiser's published vehicles, paged by the `vpage` search param. */
export function AdvertiserVehicles({ advertiserId, page }: { advertiserId: string; page: number }) {
  const { t } = useLingui()
  const { data } = useAdvertiserVehicles(advertiserId, page)
  return (
    <AdvertiserListings
      kind={vehicleKind}
      headingId="adv-vehicles"
      title={t`Veículos`}
      count={plural(data.meta.total, { one: '# veículo', other: '# veículos' })}
      page={data}
      param="vpage"
    />
  )
}
