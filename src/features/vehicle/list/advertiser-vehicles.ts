import { msg, plural } from '@lingui/core/macro'
import type { VehicleSummary } from '../../../domain/vehicle'
import type { AdvertiserSection } from '../../../listings/cards/advertiser-listings'
import { vehicleKind } from '../vehicle-kind'
import '../../../lib/i18n/discovery-catalog'

/** One advertiser's published vehicles, paged by the `vpage` search param. */
export const advertiserVehicles: AdvertiserSection<VehicleSummary> = {
  kind: vehicleKind,
  title: msg`Veículos`,
  count: (meta) => plural(meta.total, { one: '# veículo', other: '# veículos' }),
  param: 'vpage',
}
