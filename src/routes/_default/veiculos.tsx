import { useLingui } from '@lingui/react/macro'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { PAGE_SIZE_DEFAULT } from '../../domain/constants'
import { validateVehicleSearch } from '../../listings/search/listing-search'
import { vehiclesQueryOptions } from '../../features/vehicle/api/get-vehicles'
import { vehicleBrandsQueryOptions, vehicleModelsQueryOptions } from '../../listings/api/vehicle-catalogue'
import { vehicleSearchKind } from '../../features/vehicle/list/vehicle-search-kind'
import { vehicleKind } from '../../features/vehicle/vehicle-kind'
import { SaveSearchButton } from '../../features/alerts/save-search-button'
import { ListingListPage } from '../../listings/list/listing-list-page'
import { ListingGridSkeleton } from '../../ui/listing-skeleton'

export const Route = createFileRoute('/_default/veiculos')({
  validateSearch: validateVehicleSearch,
  search: { middlewares: [stripSearchParams({ page: 1, per_page: PAGE_SIZE_DEFAULT })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    // The brand and model filters' lists (their names also title the page): not awaited.
    void context.queryClient.prefetchQuery(vehicleBrandsQueryOptions(deps.vehicle_type))
    if (deps.brand_id !== undefined)
      void context.queryClient.prefetchQuery(vehicleModelsQueryOptions(deps.brand_id))
    const loading = context.queryClient.ensureQueryData(vehiclesQueryOptions(deps))
    // A filter change on the page keeps the current results on screen (dimmed) instead of a loading page.
    return cause === 'stay' ? undefined : loading
  },
  component: VehiclesRoute,
  pendingComponent: VehiclesPending,
})

function VehiclesRoute() {
  const search = Route.useSearch()
  return (
    <ListingListPage
      kind={vehicleKind}
      searchKind={vehicleSearchKind}
      search={search}
      query={vehiclesQueryOptions(search)}
      searchActions={<SaveSearchButton kind="vehicle" search={search} />}
    />
  )
}

function VehiclesPending() {
  const { t } = useLingui()
  return (
    <div className="container section">
      <ListingGridSkeleton label={t`Carregando veículos`} />
    </div>
  )
}
