import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { vehicleSorts } from '../../../domain/enums'
import { towns } from '../../../domain/region'
import type { VehicleSearch } from '../../../domain/vehicle'
import { PageTitle } from '../../../ui/page-title'
import { clearFilters, hasFilters, withFilters } from '../../../listings/search/filters'
import { ActiveFilters } from '../../../listings/filters/active-filters'
import { ResultsBar } from '../../../listings/results/results-bar'
import { SearchResults } from '../../../listings/results/search-results'
import { useVehicleBrands, useVehicleModels } from '../api/get-vehicle-catalogue'
import { vehiclesQueryOptions } from '../api/get-vehicles'
import { ListingGrid } from '../../../listings/cards/listing-grid'
import { vehicleKind } from '../vehicle-kind'
import { vehicleSortLabels, vehicleTypeLabels } from '../../../listings/labels/vehicle-labels'
import { vehicleChips } from './vehicle-chips'
import { VehicleFilters } from './vehicle-filters'
import { VehicleSearchBox } from './vehicle-search-box'
import '../../../listings/filters/filters.css'
import '../../../lib/i18n/discovery-catalog'

export function VehicleListPage({ search }: { search: VehicleSearch }) {
  const { i18n, t } = useLingui()
  const navigate = useNavigate({ from: '/veiculos' })
  const { data, isError, isPlaceholderData, refetch } = useQuery({
    ...vehiclesQueryOptions(search),
    placeholderData: keepPreviousData,
  })
  const brands = useVehicleBrands(search.vehicle_type)
  const models = useVehicleModels(search.brand_id)
  const update = (patch: Partial<VehicleSearch>) =>
    void navigate({ search: (prev) => withFilters(prev, patch), resetScroll: false })
  const clear = () => void navigate({ search: (prev) => clearFilters(prev), resetScroll: false })

  const brand = brands.data?.find((b) => b.id === String(search.brand_id))?.attributes.name
  const model = models.data?.find((m) => m.id === String(search.model_id))?.attributes.name
  const town = towns.find((x) => x.slug === search.city)
  const what =
    [brand, model].filter(Boolean).join(' ') ||
    (search.vehicle_type ? i18n._(vehicleTypeLabels[search.vehicle_type]) : t`Veículos`)
  const title = town ? t`${what} em ${town.name}` : t`${what} em Irecê e região`

  return (
    <div className="container">
      <PageTitle title={title} />
      <h1 className="page-title">{title}</h1>
      <VehicleSearchBox q={search.q} onSearch={(q) => update({ q })} />
      <div className="list-layout">
        <VehicleFilters search={search} onChange={update} onClear={clear} />
        <div className="list-results" aria-busy={isPlaceholderData}>
          <ActiveFilters filters={vehicleChips(search, { brand, model }, update)} onClear={clear} />
          <ResultsBar
            count={
              data
                ? plural(data.meta.total, {
                    0: 'Nenhum veículo encontrado',
                    one: '# veículo encontrado',
                    other: '# veículos encontrados',
                  })
                : t`Buscando veículos…`
            }
            sort={search.sort ?? 'recent'}
            sorts={vehicleSorts.map((s) => ({ value: s, label: i18n._(vehicleSortLabels[s]) }))}
            onSort={(sort) => update({ sort: sort === 'recent' ? undefined : sort })}
          />
          <SearchResults
            page={data}
            failed={isError}
            onRetry={() => void refetch()}
            emptyTitle={t`Nenhum veículo encontrado com esses filtros.`}
            emptyHint={t`Tente outra cidade, outra marca ou uma faixa de preço maior.`}
            onClear={hasFilters(search) ? clear : undefined}
          >
            {(items) => <ListingGrid kind={vehicleKind} listings={items} />}
          </SearchResults>
        </div>
      </div>
    </div>
  )
}
