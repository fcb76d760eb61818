import { useLingui } from '@lingui/react/macro'
import { propertyCategories } from '../../../domain/enums'
import { countFilters } from '../../../listings/search/filters'
import { atLeast, ChipChoice } from '../../../listings/filters/chip-choice'
import { FiltersPanel } from '../../../listings/filters/filters-panel'
import { RangeFields } from '../../../listings/filters/range-fields'
import { SelectFilter, TownFilter } from '../../../listings/filters/select-filter'
import type { PropertyRouteSearch } from '../api/get-properties'
import { categoryLabels } from '../../../listings/labels/property-labels'
import '../../../ui/field.css'
import '../../../lib/i18n/discovery-catalog'

export interface PropertyFiltersProps {
  search: PropertyRouteSearch
  onChange: (patch: Partial<PropertyRouteSearch>) => void
  onClear: () => void
}

/** Every filter of /imoveis; each change is a new URL (shareable, and the back button undoes it). */
export function PropertyFilters({ search, onChange, onClear }: PropertyFiltersProps) {
  const { i18n, t } = useLingui()
  const { q: _q, ...filters } = search
  return (
    <FiltersPanel active={countFilters(filters)} onClear={onClear}>
      <ChipChoice
        legend={t`Negócio`}
        value={search.listing_type}
        options={[
          { value: 'sale', label: t`Comprar` },
          { value: 'rent', label: t`Alugar` },
        ]}
        onChange={(listing_type) => onChange({ listing_type })}
      />
      <SelectFilter
        id="pf-category"
        label={t`Tipo de imóvel`}
        value={search.category}
        anyLabel={t`Todos os tipos`}
        options={propertyCategories.map((c) => ({ value: c, label: i18n._(categoryLabels[c]) }))}
        onChange={(category) => onChange({ category: category as PropertyRouteSearch['category'] })}
      />
      <TownFilter id="pf-city" value={search.city} onChange={(city) => onChange({ city })} />
      <RangeFields
        id="pf-price"
        legend={t`Preço (R$)`}
        min={search.price_min}
        max={search.price_max}
        onChange={(price_min, price_max) => onChange({ price_min, price_max })}
      />
      <RangeFields
        id="pf-area"
        legend={t`Área (m²)`}
        min={search.area_min}
        max={search.area_max}
        onChange={(area_min, area_max) => onChange({ area_min, area_max })}
      />
      <ChipChoice
        legend={t`Quartos`}
        value={search.bedrooms}
        options={atLeast}
        onChange={(bedrooms) => onChange({ bedrooms })}
      />
      <ChipChoice
        legend={t`Banheiros`}
        value={search.bathrooms}
        options={atLeast}
        onChange={(bathrooms) => onChange({ bathrooms })}
      />
      <ChipChoice
        legend={t`Vagas de garagem`}
        value={search.garages}
        options={atLeast}
        onChange={(garages) => onChange({ garages })}
      />
    </FiltersPanel>
  )
}
