import { useLingui } from '@lingui/react/macro'
import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router'
import { PAGE_SIZE_DEFAULT } from '../../domain/constants'
import type { PropertySearch } from '../../domain/property'
import { validatePropertySearch } from '../../listings/search/listing-search'
import { parseMapSearch, type MapSearch } from '../../listings/search/map-params'
import { propertiesQueryOptions, type PropertyRouteSearch } from '../../features/property/api/get-properties'
import { propertyListQuery } from '../../features/property/api/property-list-query'
import { propertySearchKind } from '../../features/property/list/property-search-kind'
import { propertyKind } from '../../features/property/property-kind'
import { SaveSearchButton } from '../../features/alerts/save-search-button'
import { TownPackLink } from '../../features/town-packs/town-pack-link'
import { ListingListPage } from '../../listings/list/listing-list-page'
import { ListingGridSkeleton } from '../../ui/listing-skeleton'

export const Route = createFileRoute('/_default/imoveis')({
  validateSearch: (input: Partial<PropertySearch & MapSearch> & SearchSchemaInput): PropertyRouteSearch => ({
    ...validatePropertySearch(input),
    ...parseMapSearch(input),
  }),
  search: { middlewares: [stripSearchParams({ page: 1, per_page: PAGE_SIZE_DEFAULT })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => {
    const loading = context.queryClient.ensureQueryData(propertiesQueryOptions(propertyListQuery(deps)))
    // A filter change on the page keeps the current results on screen (dimmed) instead of a loading page.
    return cause === 'stay' ? undefined : loading
  },
  component: PropertiesRoute,
  pendingComponent: PropertiesPending,
})

function PropertiesRoute() {
  const search = Route.useSearch()
  return (
    <ListingListPage
      kind={propertyKind}
      searchKind={propertySearchKind}
      search={search}
      query={propertiesQueryOptions(propertyListQuery(search))}
      searchActions={
        <>
          <SaveSearchButton kind="property" search={search} />
          <TownPackLink city={search.city} />
        </>
      }
    />
  )
}

function PropertiesPending() {
  const { t } = useLingui()
  return (
    <div className="container section">
      <ListingGridSkeleton label={t`Carregando imóveis`} />
    </div>
  )
}
