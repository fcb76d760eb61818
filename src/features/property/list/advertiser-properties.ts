import { msg, plural } from '@lingui/core/macro'
import type { PropertySummary } from '../../../domain/property'
import type { AdvertiserSection } from '../../../listings/cards/advertiser-listings'
import { propertyKind } from '../property-kind'
import '../../../lib/i18n/discovery-catalog'

/** One advertiser's active properties, paged by the `page` search param. */
export const advertiserProperties: AdvertiserSection<PropertySummary> = {
  kind: propertyKind,
  title: msg`Imóveis`,
  count: (meta) => plural(meta.total, { one: '# imóvel', other: '# imóveis' }),
  param: 'page',
}
