import { useNavigate, useSearch } from '@tanstack/react-router'
import { changeSearch } from '../../../lib/search-params/change-search'
import { parseSearch, type Parsed } from '../../../lib/search-params/search-params'
import type { TableShape } from './table-search'

/** A table's state as DataTable reads and changes it. */
export interface ListControl {
  search: { q?: string; sort?: string; dir?: 'asc' | 'desc'; page: number } & Record<string, unknown>
  setSearch: (q: string) => void
  setSort: (column: string, dir: 'asc' | 'desc') => void
  setPage: (page: number) => void
  /** A filter's new value as a select gives it ('' for none). */
  setFilter: (key: string, value: string) => void
}

/**
 * A back office table's state, kept in the URL: search text, sort, page and filters (the route validates them with
 * the same shape, table-search.ts). Any change but the page goes back to page 1. `params` is what the list
 * endpoints accept (empty values left out by the client).
 */
export function useListState<S extends TableShape>(shape: S, perPage = 20) {
  const navigate = useNavigate()
  // The route already parsed the URL with this shape: parsing again only gives it this table's type.
  const search: Parsed<S> = parseSearch(shape, useSearch({ strict: false }))
  const go = (changes: Record<string, unknown>, replace = false) =>
    void navigate({ to: '.', search: changeSearch(shape, search, changes), replace })
  return {
    search,
    params: { ...search, per_page: perPage } as Record<string, unknown>,
    // Typing is one change, not one history entry per pause.
    setSearch: (q: string) => go({ q }, true),
    setSort: (sort: string, dir: 'asc' | 'desc') => go({ sort, dir }),
    setPage: (page: number) => go({ page }),
    setFilter: (key: string, value: string) => go({ [key]: value }),
  } satisfies ListControl & { params: unknown }
}
