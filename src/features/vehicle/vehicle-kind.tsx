import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { vehiclePath } from '../../domain/paths'
import type { VehicleSummary } from '../../domain/vehicle'
import { formatMileage } from '../../lib/format/format'
import { vehicleFavorite } from '../../listings/favorites/to-favorite'
import { conditionLabels, fuelLabels, transmissionLabels } from '../../listings/labels/vehicle-labels'
import type { ListingKind } from '../../listings/listing-kind'
import { CalendarIcon, FuelIcon, GaugeIcon, GearIcon } from '../../ui/icons'
import { vehiclesQueryOptions, type VehicleQuery } from './api/get-vehicles'

/** Vehicles for the shared listing layer: their card, favourite and list. */
export const vehicleKind: ListingKind<VehicleSummary, VehicleQuery> = {
  collection: 'vehicles',
  listPath: '/veiculos',
  labels: { loading: msg`Carregando veículos` },
  card: {
    path: vehiclePath,
    title: ({ attributes: a }) => (
      <>
        {a.brand} {a.model}
      </>
    ),
    meta: ({ attributes: a }) => a.version,
    place: ({ attributes: a }) => (
      <>
        {a.city} - {a.state}
      </>
    ),
    flag: ({ attributes: a }) => a.condition !== 'used' && i18n._(conditionLabels[a.condition]),
    facts: ({ attributes: a }) => [
      { key: 'year', icon: <CalendarIcon size={18} />, text: a.year },
      { key: 'mileage', icon: <GaugeIcon size={18} />, text: formatMileage(a.mileage) },
      { key: 'fuel', icon: <FuelIcon size={18} />, text: i18n._(fuelLabels[a.fuel_type]) },
      { key: 'gear', icon: <GearIcon size={18} />, text: i18n._(transmissionLabels[a.transmission]) },
    ],
  },
  favorite: vehicleFavorite,
  listQuery: vehiclesQueryOptions,
}
