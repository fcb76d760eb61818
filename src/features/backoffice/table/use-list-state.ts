import { useState } from 'react'

export interface ListState<F extends Record<string, string | undefined>> {
  q: string
  sort: string | undefined
  dir: 'asc' | 'desc' | undefined
  page: number
  filters: F
}

/**
 * What a back office table asks its endpoint for: search text, sort, page and filters. Any change but the page
 * goes back to page 1. `params` is what the list endpoints accept (empty values left out by the client).
 */
export function useListState<F extends Record<string, string | undefined>>(initialFilters: F, perPage = 20) {
  const [state, setState] = useState<ListState<F>>({
    q: '',
    sort: undefined,
    dir: undefined,
    page: 1,
    filters: initialFilters,
  })
  return {
    state,
    params: {
      q: state.q || undefined,
      sort: state.sort,
      dir: state.dir,
      page: state.page,
      per_page: perPage,
      ...state.filters,
    } as Record<string, unknown>,
    setSearch: (q: string) => setState((s) => ({ ...s, q, page: 1 })),
    setSort: (sort: string, dir: 'asc' | 'desc') => setState((s) => ({ ...s, sort, dir, page: 1 })),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    setFilter: (key: keyof F, value: string | undefined) =>
      setState((s) => ({ ...s, page: 1, filters: { ...s.filters, [key]: value || undefined } })),
  }
}
