import { useLingui } from '@lingui/react/macro'
import type { VehicleAttributes } from '../../../domain/vehicle'
import { formatMileage } from '../../../lib/format/format'
import { KeyFacts } from '../../../listings/detail/key-facts'
import { CalendarIcon, FuelIcon, GaugeIcon, GearIcon } from '../../../ui/icons'
import { fuelLabels, transmissionLabels } from '../../../listings/labels/vehicle-labels'
import '../../../lib/i18n/discovery-catalog'

/** Under the price: year, mileage, câmbio and combustível, what a buyer compares first. */
export function VehicleKeyFacts({ a }: { a: VehicleAttributes }) {
  const { i18n, t } = useLingui()
  return (
    <KeyFacts
      label={t`Principais características`}
      facts={[
        { key: 'year', icon: <CalendarIcon size={18} />, text: String(a.year) },
        { key: 'km', icon: <GaugeIcon size={18} />, text: formatMileage(a.mileage) },
        {
          key: 'transmission',
          icon: <GearIcon size={18} />,
          text: i18n._(transmissionLabels[a.transmission]),
        },
        { key: 'fuel', icon: <FuelIcon size={18} />, text: i18n._(fuelLabels[a.fuel_type]) },
      ]}
    />
  )
}
