import { useLingui } from '@lingui/react/macro'
import { userProfiles, vehicleConditions, vehicleTypes } from '../../../domain/enums'
import type { VehicleSearch } from '../../../domain/vehicle'
import { formatMileage } from '../../../lib/format/format'
import { countFilters } from '../../../listings/search/filters'
import { ChipChoice } from '../../../listings/filters/chip-choice'
import { FiltersPanel } from '../../../listings/filters/filters-panel'
import { RangeFields } from '../../../listings/filters/range-fields'
import { SelectFilter, TownFilter } from '../../../listings/filters/select-filter'
import { useVehicleBrands, useVehicleModels } from '../api/get-vehicle-catalogue'
import { conditionLabels, sellerTypeLabels, vehicleTypeLabels } from '../../../listings/labels/vehicle-labels'
import '../../../ui/field.css'
import '../../../lib/i18n/discovery-catalog'

export const MILEAGE_STEPS = [10_000, 30_000, 50_000, 80_000, 100_000, 150_000] as const

export interface VehicleFiltersProps {
  search: VehicleSearch
  onChange: (patch: Partial<VehicleSearch>) => void
  onClear: () => void
}

const numberOrUndefined = (value: string | undefined) => (value === undefined ? undefined : Number(value))

/** The steps, and a value from a shared link that is not one of them (so it still shows), in order. */
const mileageSteps = (current: number | undefined): number[] =>
  current === undefined || (MILEAGE_STEPS as readonly number[]).includes(current)
    ? [...MILEAGE_STEPS]
    : [...MILEAGE_STEPS, current].sort((a, b) => a - b)

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
      <SelectFilter
        id="vf-brand"
        label={t`Marca`}
        value={search.brand_id}
        anyLabel={brands.isPending ? t`Carregando marcas…` : t`Todas as marcas`}
        options={brands.data?.map((b) => ({ value: b.id, label: b.attributes.name })) ?? []}
        disabled={brands.isPending && search.brand_id === undefined}
        onChange={(brand) => onChange({ brand_id: numberOrUndefined(brand) })}
      />
      <SelectFilter
        id="vf-model"
        label={t`Modelo`}
        value={search.model_id}
        anyLabel={
          search.brand_id === undefined
            ? t`Escolha a marca`
            : models.isPending
              ? t`Carregando modelos…`
              : t`Todos os modelos`
        }
        options={models.data?.map((m) => ({ value: m.id, label: m.attributes.name })) ?? []}
        disabled={search.brand_id === undefined}
        onChange={(model) => onChange({ model_id: numberOrUndefined(model) })}
      />
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
      <SelectFilter
        id="vf-mileage"
        label={t`Quilometragem`}
        value={search.mileage_max}
        anyLabel={t`Qualquer`}
        options={mileageSteps(search.mileage_max).map((km) => ({
          value: km,
          label: t`Até ${formatMileage(km)}`,
        }))}
        onChange={(km) => onChange({ mileage_max: numberOrUndefined(km) })}
      />
      <TownFilter id="vf-city" value={search.city} onChange={(city) => onChange({ city })} />
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
