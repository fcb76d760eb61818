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
  const count = (n: number) => plural(n, { one: '# veículo', other: '# veículos' })
  return (
    <AdvertiserListings
      kind={vehicleKind}
      headingId="adv-vehicles"
      title={t`Veículos`}
      count={count}
      page={data}
      param="vpage"
    />
  )
}
