import { useLingui } from '@lingui/react/macro'
import { propertyCategories } from '../../../domain/enums'
import { towns } from '../../../domain/region'
import { Field } from '../../../ui/field'
import { countFilters } from '../../search/filters'
import { atLeast, ChipChoice } from '../../search/components/chip-choice'
import { FiltersPanel } from '../../search/components/filters-panel'
import { RangeFields } from '../../search/components/range-fields'
import type { PropertyRouteSearch } from '../api/get-properties'
import { categoryLabels } from '../labels'
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
      <Field label={t`Tipo de imóvel`} htmlFor="pf-category">
        <select
          id="pf-category"
          className="input"
          value={search.category ?? ''}
          onChange={(e) =>
            onChange({ category: (e.target.value || undefined) as PropertyRouteSearch['category'] })
          }
        >
          <option value="">{t`Todos os tipos`}</option>
          {propertyCategories.map((c) => (
            <option key={c} value={c}>
              {i18n._(categoryLabels[c])}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t`Cidade`} htmlFor="pf-city">
        <select
          id="pf-city"
          className="input"
          value={search.city ?? ''}
          onChange={(e) => onChange({ city: e.target.value || undefined })}
        >
          <option value="">{t`Todas as cidades`}</option>
          {towns.map((town) => (
            <option key={town.slug} value={town.slug}>
              {town.name}
            </option>
          ))}
        </select>
      </Field>
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
