import { queryOptions } from '@tanstack/react-query'
import type { PropertyStatus } from '../../../domain/enums'
import type { MyPropertiesPage, MyProperty } from '../../../domain/my-property'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

/**
 * Under 'account' and the token's user, like the account feature's own keys: logout forgets them, and a cache
 * restored from IndexedDB never shows one advertiser's listings to another.
 */
const mine = () => ['account', tokenSubject(api.tokens.get()), 'my-properties'] as const
export const myPropertyKeys = {
  all: () => mine(),
  page: (page: number, filter: MyPropertiesFilter = {}) => [...mine(), 'page', page, filter] as const,
  archived: (page: number) => [...mine(), 'archived', page] as const,
  one: (id: string) => [...mine(), 'one', id] as const,
}

export const MY_PROPERTIES_PER_PAGE = 24

/** The list's search: words in the title or address, and one status. */
export interface MyPropertiesFilter {
  q?: string
  status?: PropertyStatus
}

/** GET /v1/properties: my listings (any status) with their covers, and my plan's limits in `meta`. */
export const myPropertiesQueryOptions = (page = 1, filter: MyPropertiesFilter = {}) =>
  queryOptions({
    queryKey: myPropertyKeys.page(page, filter),
    // Always checked again on open (a listing sent from the outbox, another device); the cached page shows
    // meanwhile, and offline.
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<MyPropertiesPage>(
        '/v1/properties',
        { page, per_page: MY_PROPERTIES_PER_PAGE, q: filter.q, status: filter.status },
        signal,
      ),
  })

/** GET /v1/properties/archived: my archived listings, the last archived first. */
export const archivedPropertiesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: myPropertyKeys.archived(page),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<MyPropertiesPage>(
        '/v1/properties/archived',
        { page, per_page: MY_PROPERTIES_PER_PAGE },
        signal,
      ),
  })

/** GET /v1/properties/:id: one of mine with every field of the editor. */
export const myPropertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: myPropertyKeys.one(id),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: MyProperty }>(`/v1/properties/${id}`, undefined, signal).then((d) => d.data),
  })
