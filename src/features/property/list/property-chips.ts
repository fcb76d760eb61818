import { t } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { towns } from '../../../domain/region'
import { formatArea, formatPrice } from '../../../lib/format/format'
import type { ActiveFilter } from '../../../listings/filters/active-filters'
import { rangeLabel } from '../../../listings/filters/range-label'
import type { PropertyRouteSearch } from '../api/get-properties'
import { categoryLabels } from '../../../listings/labels/property-labels'
import '../../../lib/i18n/discovery-catalog'

const price = (n: number) => formatPrice(n).replace(/,00$/, '')

/** The filters in use as chips; removing one clears its key (or both ends of a range). */
export function propertyChips(
  s: PropertyRouteSearch,
  onChange: (patch: Partial<PropertyRouteSearch>) => void,
): ActiveFilter[] {
  const chips: ActiveFilter[] = []
  const add = (key: string, label: string | undefined, patch: Partial<PropertyRouteSearch>) => {
    if (label) chips.push({ key, label, remove: () => onChange(patch) })
  }
  add('q', s.q && `“${s.q}”`, { q: undefined })
  add('listing_type', s.listing_type && (s.listing_type === 'rent' ? t`Alugar` : t`Comprar`), {
    listing_type: undefined,
  })
  add('category', s.category && i18n._(categoryLabels[s.category]), { category: undefined })
  add('city', towns.find((town) => town.slug === s.city)?.name ?? s.city, { city: undefined })
  add('price', rangeLabel(s.price_min, s.price_max, price), { price_min: undefined, price_max: undefined })
  add('area', rangeLabel(s.area_min, s.area_max, formatArea), { area_min: undefined, area_max: undefined })
  add('bedrooms', s.bedrooms ? t`${s.bedrooms}+ quartos` : undefined, { bedrooms: undefined })
  add('bathrooms', s.bathrooms ? t`${s.bathrooms}+ banheiros` : undefined, { bathrooms: undefined })
  add('garages', s.garages ? t`${s.garages}+ vagas` : undefined, { garages: undefined })
  add('bbox', s.view === 'map' && s.bbox ? t`Área do mapa` : undefined, { bbox: undefined })
  return chips
}
