import { useLingui } from '@lingui/react/macro'
import { userProfiles, vehicleConditions, vehicleTypes } from '../../../domain/enums'
import { towns } from '../../../domain/region'
import type { VehicleSearch } from '../../../domain/vehicle'
import { formatMileage } from '../../../lib/format/format'
import { Field } from '../../../ui/field'
import { countFilters } from '../../search/filters'
import { ChipChoice } from '../../search/components/chip-choice'
import { FiltersPanel } from '../../search/components/filters-panel'
import { RangeFields } from '../../search/components/range-fields'
import { useVehicleBrands, useVehicleModels } from '../api/get-vehicle-catalogue'
import { conditionLabels, sellerTypeLabels, vehicleTypeLabels } from '../labels'
import '../../../ui/field.css'
import '../../../lib/i18n/discovery-catalog'

export const MILEAGE_STEPS = [10_000, 30_000, 50_000, 80_000, 100_000, 150_000] as const

export interface VehicleFiltersProps {
  search: VehicleSearch
  onChange: (patch: Partial<VehicleSearch>) => void
  onClear: () => void
}

const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value))

/** Every filter of /veiculos; brand and model cascade from the catalogue (GET /api/vehicles/brands…). */
export function VehicleFilters({ search, onChange, onClear }: VehicleFiltersProps) {
  const { i18n, t } = useLingui()
  const brands = useVehicleBrands(search.vehicle_type)
  const models = useVehicleModels(search.brand_id)
  const { q: _q, ...filters } = search
  return (
    <FiltersPanel active={countFilters(filters)} onClear={onClear}>
      <ChipChoice
        legend={t`Tipo de veículo`}
        value={search.vehicle_type}
        options={vehicleTypes.map((v) => ({ value: v, label: i18n._(vehicleTypeLabels[v]) }))}
        onChange={(vehicle_type) => onChange({ vehicle_type })}
      />
      <Field label={t`Marca`} htmlFor="vf-brand">
        <select
          id="vf-brand"
          className="input"
          value={search.brand_id ?? ''}
          disabled={brands.isPending && search.brand_id === undefined}
          onChange={(e) => onChange({ brand_id: numberOrUndefined(e.target.value) })}
        >
          <option value="">{brands.isPending ? t`Carregando marcas…` : t`Todas as marcas`}</option>
          {brands.data?.map((b) => (
            <option key={b.id} value={b.id}>
              {b.attributes.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t`Modelo`} htmlFor="vf-model">
        <select
          id="vf-model"
          className="input"
          value={search.model_id ?? ''}
          disabled={search.brand_id === undefined}
          onChange={(e) => onChange({ model_id: numberOrUndefined(e.target.value) })}
        >
          <option value="">
            {search.brand_id === undefined
              ? t`Escolha a marca`
              : models.isPending
                ? t`Carregando modelos…`
                : t`Todos os modelos`}
          </option>
          {models.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {m.attributes.name}
            </option>
          ))}
        </select>
      </Field>
      <RangeFields
        id="vf-year"
        legend={t`Ano`}
        grouped={false}
        min={search.year_min}
        max={search.year_max}
        onChange={(year_min, year_max) => onChange({ year_min, year_max })}
      />
      <RangeFields
        id="vf-price"
        legend={t`Preço (R$)`}
        min={search.price_min}
        max={search.price_max}
        onChange={(price_min, price_max) => onChange({ price_min, price_max })}
      />
      <Field label={t`Quilometragem`} htmlFor="vf-mileage">
        <select
          id="vf-mileage"
          className="input"
          value={search.mileage_max ?? ''}
          onChange={(e) => onChange({ mileage_max: numberOrUndefined(e.target.value) })}
        >
          <option value="">{t`Qualquer`}</option>
          {/* A value from a shared link that is not one of the steps still shows. */}
          {search.mileage_max !== undefined &&
            !(MILEAGE_STEPS as readonly number[]).includes(search.mileage_max) && (
              <option value={search.mileage_max}>{t`Até ${formatMileage(search.mileage_max)}`}</option>
            )}
          {MILEAGE_STEPS.map((km) => (
            <option key={km} value={km}>
              {t`Até ${formatMileage(km)}`}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t`Cidade`} htmlFor="vf-city">
        <select
          id="vf-city"
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
      <ChipChoice
        legend={t`Vendedor`}
        value={search.seller_type}
        options={userProfiles.map((p) => ({ value: p, label: i18n._(sellerTypeLabels[p]) }))}
        onChange={(seller_type) => onChange({ seller_type })}
      />
      <ChipChoice
        legend={t`Condição`}
        value={search.condition}
        options={vehicleConditions.map((c) => ({ value: c, label: i18n._(conditionLabels[c]) }))}
        onChange={(condition) => onChange({ condition })}
      />
    </FiltersPanel>
  )
}
