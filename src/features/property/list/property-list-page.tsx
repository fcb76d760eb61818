import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { propertySorts } from '../../../domain/enums'
import { towns } from '../../../domain/region'
import { PageTitle } from '../../../ui/page-title'
import { clearFilters, hasFilters, withFilters } from '../../../listings/search/filters'
import { ActiveFilters } from '../../../listings/filters/active-filters'
import { ListSearch } from '../../../listings/places/list-search'
import { ResultsBar } from '../../../listings/results/results-bar'
import { SearchResults } from '../../../listings/results/search-results'
import { placeSearch } from '../../../listings/places/place-search'
import { propertiesQueryOptions, propertyListQuery, type PropertyRouteSearch } from '../api/get-properties'
import { ListingGrid } from '../../../listings/cards/listing-grid'
import { propertyKind } from '../property-kind'
import { categoryLabels, propertySortLabels } from '../../../listings/labels/property-labels'
import { propertyChips } from './property-chips'
import { PropertyFilters } from './property-filters'
import { ViewSwitch } from './view-switch'
import '../../../lib/i18n/discovery-catalog'

const ResultsMap = lazy(() => import('./property-results-map'))

export function PropertyListPage({ search }: { search: PropertyRouteSearch }) {
  const { i18n, t } = useLingui()
  const navigate = useNavigate({ from: '/imoveis' })
  const { data, isError, isPlaceholderData, refetch } = useQuery({
    ...propertiesQueryOptions(propertyListQuery(search)),
    placeholderData: keepPreviousData,
  })
  const update = (patch: Partial<PropertyRouteSearch>) =>
    void navigate({
      // Another town or text is another place: the map's area no longer applies.
      search: (prev) =>
        withFilters(prev, 'city' in patch || 'q' in patch ? { ...patch, bbox: undefined } : patch),
      resetScroll: false,
    })
  const clear = () => void navigate({ search: (prev) => clearFilters(prev), resetScroll: false })

  const town = towns.find((x) => x.slug === search.city)
  const what = search.category ? i18n._(categoryLabels[search.category]) : t`Imóveis`
  const title = town ? t`${what} em ${town.name}` : t`${what} em Irecê e região`
  const map = search.view === 'map'
  const { page: _p, per_page: _pp, sort: _s, view: _v, bbox: _b, ...mapFilters } = search

  return (
    <div className="container">
      <PageTitle title={title} />
      <h1 className="page-title">{title}</h1>
      <ListSearch
        id="pl-q"
        q={search.q}
        label={t`Buscar imóveis por cidade, bairro ou rua`}
        placeholder={t`Cidade, bairro ou rua`}
        onSearch={(q) => update({ q })}
        onPick={(place) => update({ q: undefined, ...placeSearch(place) })}
      />
      <div className="list-layout">
        <PropertyFilters search={search} onChange={update} onClear={clear} />
        <div className="list-results" aria-busy={isPlaceholderData}>
          <ActiveFilters filters={propertyChips(search, update)} onClear={clear} />
          <ResultsBar
            count={
              data
                ? plural(data.meta.total, {
                    0: 'Nenhum imóvel encontrado',
                    one: '# imóvel encontrado',
                    other: '# imóveis encontrados',
                  })
                : t`Buscando imóveis…`
            }
            sort={search.sort ?? 'recent'}
            sorts={propertySorts.map((s) => ({ value: s, label: i18n._(propertySortLabels[s]) }))}
            onSort={(sort) => update({ sort: sort === 'recent' ? undefined : sort })}
          >
            <ViewSwitch map={map} />
          </ResultsBar>
          {map && (
            <Suspense fallback={<div className="results-map map-frame" aria-busy="true" />}>
              <ResultsMap
                filters={mapFilters}
                bbox={search.bbox}
                onBboxChange={(bbox) =>
                  void navigate({
                    search: (prev) => withFilters(prev, { bbox }),
                    replace: true,
                    resetScroll: false,
                  })
                }
              />
            </Suspense>
          )}
          <SearchResults
            page={data}
            failed={isError}
            onRetry={() => void refetch()}
            emptyTitle={
              map && search.bbox
                ? t`Nenhum imóvel nesta área do mapa.`
                : t`Nenhum imóvel encontrado com esses filtros.`
            }
            emptyHint={t`Tente outra cidade, outro tipo de imóvel ou uma faixa de preço maior.`}
            onClear={hasFilters(search) ? clear : undefined}
          >
            {(items) => <ListingGrid kind={propertyKind} listings={items} />}
          </SearchResults>
        </div>
      </div>
    </div>
  )
}
