import { i18n } from '@lingui/core'
import { msg, plural, t } from '@lingui/core/macro'
import {
  fuelTypes,
  transmissions,
  userProfiles,
  vehicleConditions,
  vehicleSorts,
  vehicleTypes,
} from '../../../domain/enums'
import { vehicleColours } from '../../../domain/vehicle-search'
import { towns } from '../../../domain/region'
import type { VehicleSearch } from '../../../domain/vehicle'
import { formatMileage, formatPrice } from '../../../lib/format/format'
import { rangeLabel } from '../../../listings/filters/range-label'
import type { ListingSearchKind } from '../../../listings/search/listing-search-kind'
import { conditionLabels, fuelLabels, transmissionLabels } from '../../../listings/labels/vehicle-labels'
import {
  sellerTypeLabels,
  vehicleSortLabels,
  vehicleTypeLabels,
} from '../../../listings/labels/vehicle-detail-labels'
import { useBrandModels, useVehicleBrands } from '../../../listings/api/vehicle-catalogue'
import { VehicleSearchBox } from './vehicle-search-box'
import '../../../lib/i18n/discovery-catalog'

const MILEAGE_STEPS = [10_000, 30_000, 50_000, 80_000, 100_000, 150_000] as const

const price = (n: number) => formatPrice(n).replace(/,00$/, '')

/** The steps, and a value from a shared link that is not one of them (so it still shows), in order. */
const mileageSteps = (current: number | undefined): number[] =>
  current === undefined || (MILEAGE_STEPS as readonly number[]).includes(current)
    ? [...MILEAGE_STEPS]
    : [...MILEAGE_STEPS, current].sort((a, b) => a - b)

/** Brand and model cascade from the catalogue (GET /api/vehicles/brands…); their names title the page. */
function useCatalogue(search: VehicleSearch) {
  const all = useVehicleBrands(search.vehicle_type)
  const brand = all.data?.find((b) => b.id === String(search.brand_id))?.attributes.name
  // Without a vehicle type the catalogue lists a brand once per type: one entry per name, the first id
  // standing for all of them (the server searches every brand of that name).
  const key = (name: string) => name.toLocaleLowerCase('pt-BR')
  const brands = {
    isPending: all.isPending,
    data: all.data?.filter(
      (b, i, list) => list.findIndex((x) => key(x.attributes.name) === key(b.attributes.name)) === i,
    ),
  }
  const sameBrand =
    search.brand_id === undefined
      ? []
      : brand === undefined
        ? [search.brand_id]
        : (all.data ?? []).filter((b) => key(b.attributes.name) === key(brand)).map((b) => Number(b.id))
  const models = useBrandModels(sameBrand)
  const model = models.data?.find((m) => m.id === String(search.model_id))?.attributes.name
  return { brands, models, brand, model }
}

/** The search of /veiculos: its filters and chips, orders and texts. */
export const vehicleSearchKind: ListingSearchKind<VehicleSearch, ReturnType<typeof useCatalogue>> = {
  path: '/veiculos',
  useContext: useCatalogue,
  filters: (s, { brands, models, brand, model }) => [
    {
      name: 'vehicle_type',
      control: 'choice',
      key: 'vehicle_type',
      legend: t`Tipo de veículo`,
      options: vehicleTypes.map((v) => ({ value: v, label: i18n._(vehicleTypeLabels[v]) })),
      chip: s.vehicle_type && i18n._(vehicleTypeLabels[s.vehicle_type]),
      clears: ['brand_id', 'model_id'],
    },
    {
      name: 'brand',
      control: 'select',
      key: 'brand_id',
      id: 'vf-brand',
      label: t`Marca`,
      anyLabel: brands.isPending ? t`Carregando marcas…` : t`Todas as marcas`,
      options: brands.data?.map((b) => ({ value: b.id, label: b.attributes.name })) ?? [],
      disabled: brands.isPending && s.brand_id === undefined,
      numeric: true,
      chip: s.brand_id !== undefined ? (brand ?? t`Marca`) : undefined,
      clears: ['model_id'],
    },
    {
      name: 'model',
      control: 'select',
      key: 'model_id',
      id: 'vf-model',
      label: t`Modelo`,
      anyLabel:
        s.brand_id === undefined
          ? t`Escolha a marca`
          : models.isPending
            ? t`Carregando modelos…`
            : t`Todos os modelos`,
      options: models.data?.map((m) => ({ value: m.id, label: m.attributes.name })) ?? [],
      disabled: s.brand_id === undefined,
      numeric: true,
      chip: s.model_id !== undefined ? (model ?? t`Modelo`) : undefined,
    },
    {
      name: 'year',
      control: 'range',
      min: 'year_min',
      max: 'year_max',
      id: 'vf-year',
      legend: t`Ano`,
      grouped: false,
      chip: rangeLabel(s.year_min, s.year_max, String),
    },
    {
      name: 'price',
      control: 'range',
      min: 'price_min',
      max: 'price_max',
      id: 'vf-price',
      legend: t`Preço (R$)`,
      chip: rangeLabel(s.price_min, s.price_max, price),
    },
    {
      name: 'mileage',
      control: 'select',
      key: 'mileage_max',
      id: 'vf-mileage',
      label: t`Quilometragem`,
      anyLabel: t`Qualquer`,
      options: mileageSteps(s.mileage_max).map((km) => ({ value: km, label: t`Até ${formatMileage(km)}` })),
      numeric: true,
      chip: s.mileage_max !== undefined ? t`Até ${formatMileage(s.mileage_max)}` : undefined,
    },
    {
      name: 'transmission',
      control: 'choice',
      key: 'transmission',
      legend: t`Câmbio`,
      options: transmissions.map((v) => ({ value: v, label: i18n._(transmissionLabels[v]) })),
      chip: s.transmission && i18n._(transmissionLabels[s.transmission]),
    },
    {
      name: 'fuel_type',
      control: 'select',
      key: 'fuel_type',
      id: 'vf-fuel',
      label: t`Combustível`,
      anyLabel: t`Qualquer`,
      options: fuelTypes.map((v) => ({ value: v, label: i18n._(fuelLabels[v]) })),
      chip: s.fuel_type && i18n._(fuelLabels[s.fuel_type]),
    },
    {
      name: 'color',
      control: 'select',
      key: 'color',
      id: 'vf-color',
      label: t`Cor`,
      anyLabel: t`Qualquer`,
      options: vehicleColours.map((c) => ({ value: c, label: c })),
      chip: s.color,
    },
    {
      name: 'accepts_exchange',
      control: 'choice',
      key: 'accepts_exchange',
      legend: t`Troca`,
      options: [{ value: 'true', label: t`Aceita troca` }],
      chip: s.accepts_exchange && t`Aceita troca`,
    },
    {
      name: 'city',
      control: 'town',
      key: 'city',
      id: 'vf-city',
      chip: towns.find((town) => town.slug === s.city)?.name ?? s.city,
    },
    {
      name: 'seller_type',
      control: 'choice',
      key: 'seller_type',
      legend: t`Vendedor`,
      options: userProfiles.map((p) => ({ value: p, label: i18n._(sellerTypeLabels[p]) })),
      chip: s.seller_type && i18n._(sellerTypeLabels[s.seller_type]),
    },
    {
      name: 'condition',
      control: 'choice',
      key: 'condition',
      legend: t`Condição`,
      options: vehicleConditions.map((c) => ({ value: c, label: i18n._(conditionLabels[c]) })),
      chip: s.condition && i18n._(conditionLabels[s.condition]),
    },
  ],
  sorts: vehicleSorts,
  sortLabels: vehicleSortLabels,
  what: (s, { brand, model }) =>
    [brand, model].filter(Boolean).join(' ') ||
    (s.vehicle_type ? i18n._(vehicleTypeLabels[s.vehicle_type]) : t`Veículos`),
  texts: {
    count: (meta) =>
      meta.total_capped
        ? plural(meta.total, { other: 'Mais de # veículos encontrados' })
        : plural(meta.total, {
            0: 'Nenhum veículo encontrado',
            one: '# veículo encontrado',
            other: '# veículos encontrados',
          }),
    searching: msg`Buscando veículos…`,
    empty: () => t`Nenhum veículo encontrado com esses filtros.`,
    emptyHint: msg`Tente outra cidade, outra marca ou uma faixa de preço maior.`,
  },
  SearchBox: ({ q, onChange }) => <VehicleSearchBox q={q} onSearch={(text) => onChange({ q: text })} />,
  elsewhere: {
    collection: 'properties',
    to: '/imoveis',
    label: (n) => plural(n, { one: 'Ver # imóvel', other: 'Ver # imóveis' }),
  },
}
