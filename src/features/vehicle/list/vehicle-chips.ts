import { t } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { towns } from '../../../domain/region'
import type { VehicleSearch } from '../../../domain/vehicle'
import { formatMileage, formatPrice } from '../../../lib/format/format'
import type { ActiveFilter } from '../../../listings/filters/active-filters'
import { rangeLabel } from '../../../listings/filters/range-label'
import { conditionLabels, sellerTypeLabels, vehicleTypeLabels } from '../../../listings/labels/vehicle-labels'
import '../../../lib/i18n/discovery-catalog'

const price = (n: number) => formatPrice(n).replace(/,00$/, '')

/** The filters in use as chips; brand and model names come from the catalogue when it has loaded. */
export function vehicleChips(
  s: VehicleSearch,
  names: { brand?: string; model?: string },
  onChange: (patch: Partial<VehicleSearch>) => void,
): ActiveFilter[] {
  const chips: ActiveFilter[] = []
  const add = (key: string, label: string | undefined, patch: Partial<VehicleSearch>) => {
    if (label) chips.push({ key, label, remove: () => onChange(patch) })
  }
  add('q', s.q && `“${s.q}”`, { q: undefined })
  add('vehicle_type', s.vehicle_type && i18n._(vehicleTypeLabels[s.vehicle_type]), {
    vehicle_type: undefined,
  })
  add('brand', s.brand_id !== undefined ? (names.brand ?? t`Marca`) : undefined, { brand_id: undefined })
  add('model', s.model_id !== undefined ? (names.model ?? t`Modelo`) : undefined, { model_id: undefined })
  add('year', rangeLabel(s.year_min, s.year_max, String), { year_min: undefined, year_max: undefined })
  add('price', rangeLabel(s.price_min, s.price_max, price), { price_min: undefined, price_max: undefined })
  add('mileage', s.mileage_max !== undefined ? t`Até ${formatMileage(s.mileage_max)}` : undefined, {
    mileage_max: undefined,
  })
  add('city', towns.find((town) => town.slug === s.city)?.name ?? s.city, { city: undefined })
  add('seller_type', s.seller_type && i18n._(sellerTypeLabels[s.seller_type]), { seller_type: undefined })
  add('condition', s.condition && i18n._(conditionLabels[s.condition]), { condition: undefined })
  return chips
}
