import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { AdvertiserListings } from '../../../listings/cards/advertiser-listings'
import { useAdvertiserProperties } from '../api/get-advertiser-properties'
import { propertyKind } from '../property-kind'
import '../../../lib/i18n/discovery-catalog'

/** One advertiser's active properties, paged by the `page` search param. */
export function AdvertiserProperties({ advertiserId, page }: { advertiserId: string; page: number }) {
  const { t } = useLingui()
  const { data } = useAdvertiserProperties(advertiserId, page)
  return (
    <AdvertiserListings
      kind={propertyKind}
      headingId="adv-properties"
      title={t`Imóveis`}
      count={plural(data.meta.total, { one: '# imóvel', other: '# imóveis' })}
      page={data}
      param="page"
    />
  )
}
