import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { towns } from '../../domain/region'
import { PageTitle } from '../../ui/page-title'
import { ListingGrid } from '../cards/listing-grid'
import { ActiveFilters } from '../filters/active-filters'
import { filterChips } from '../filters/filter-chips'
import { SearchFilters } from '../filters/search-filters'
import type { KindQueryOptions, ListingKind, ListingPage, ListingSummary } from '../listing-kind'
import { ResultsBar } from '../results/results-bar'
import { ElsewhereOffer } from '../results/elsewhere-offer'
import { SearchResults } from '../results/search-results'
import { clearFilters, hasFilters, withFilters } from '../search/filters'
import type { BaseSearch, ListingSearchKind, Patch } from '../search/listing-search-kind'
import { rulesOf } from '../search/search-rules'
import '../filters/filters.css'
import '../../lib/i18n/discovery-catalog'

export interface ListingListPageProps<L extends ListingSummary, S extends BaseSearch, C> {
  kind: ListingKind<L, never>
  searchKind: ListingSearchKind<S, C>
  search: S
  /** The page of results of this search (the route's loader asked for the same). */
  query: KindQueryOptions<ListingPage<L>>
  /** Above the results: what the route adds to the search, e.g. "Salvar busca" (a row of its own on a phone). */
  searchActions?: ReactNode
}

/** A kind's list page: search box, filters, chips, results bar, results and pages, and the kind's map if any. */
export function ListingListPage<L extends ListingSummary, S extends BaseSearch, C>({
  kind,
  searchKind: sk,
  search,
  query,
  searchActions,
}: ListingListPageProps<L, S, C>) {
  const { i18n, t } = useLingui()
  // The search of the kind's own route: its type is the kind's, not the router's union of every route.
  const navigate = useNavigate({ from: sk.path }) as unknown as (options: {
    search: (prev: S) => S
    replace?: boolean
    resetScroll: boolean
  }) => Promise<void>
  const { data, isError, isPlaceholderData, refetch } = useQuery({
    ...query,
    placeholderData: keepPreviousData,
  })
  const context = sk.useContext(search)
  const filters = sk.filters(search, context)
  const rules = rulesOf(filters)
  const update = (patch: Patch<S>) =>
    void navigate({
      search: (prev) => withFilters(prev, sk.adjust?.(patch) ?? patch, rules),
      resetScroll: false,
    })
  const replace = (patch: Patch<S>) =>
    void navigate({ search: (prev) => withFilters(prev, patch, rules), replace: true, resetScroll: false })
  const clear = () => void navigate({ search: (prev) => clearFilters(prev), resetScroll: false })

  const town = towns.find((x) => x.slug === search.city)
  const what = sk.what(search, context)
  const title = town ? t`${what} em ${town.name}` : t`${what} em Irecê e região`
  const { SearchBox, BarActions, AboveResults, Lead } = sk

  return (
    <div className="container">
      <PageTitle title={title} />
      <h1 className="page-title">{title}</h1>
      {Lead && <Lead search={search} onChange={update} />}
      <SearchBox q={search.q} onChange={update} />
      <div className="list-layout">
        <SearchFilters search={search} filters={filters} onChange={update} onClear={clear} />
        <div className="list-results" aria-busy={isPlaceholderData}>
          {/* The cards' titles are headings one level down: the outline goes page, results, listing. */}
          <h2 className="visually-hidden">{t`Resultados`}</h2>
          <ActiveFilters filters={filterChips(search, filters, update)} onClear={clear} />
          {searchActions && <div className="search-actions">{searchActions}</div>}
          <ResultsBar
            count={data ? sk.texts.count(data.meta) : i18n._(sk.texts.searching)}
            sort={search.sort ?? 'recent'}
            sorts={sk.sorts.map((s) => ({ value: s, label: i18n._(sk.sortLabels[s]) }))}
            onSort={(sort) => update({ sort: sort === 'recent' ? undefined : sort } as Patch<S>)}
          >
            {BarActions && <BarActions search={search} />}
          </ResultsBar>
          {AboveResults && <AboveResults search={search} replace={replace} />}
          <SearchResults
            page={data}
            failed={isError}
            onRetry={() => void refetch()}
            emptyTitle={sk.texts.empty(search)}
            emptyHint={i18n._(sk.texts.emptyHint)}
            onClear={hasFilters(search) ? clear : undefined}
            offer={sk.elsewhere && search.q && <ElsewhereOffer elsewhere={sk.elsewhere} q={search.q} />}
          >
            {(items) => <ListingGrid kind={kind} listings={items} />}
          </SearchResults>
        </div>
      </div>
    </div>
  )
}
