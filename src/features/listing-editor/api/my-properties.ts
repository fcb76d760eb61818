import { queryOptions } from '@tanstack/react-query'
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
  page: (page: number) => [...mine(), 'page', page] as const,
  one: (id: string) => [...mine(), 'one', id] as const,
}

export const MY_PROPERTIES_PER_PAGE = 24

/** GET /v1/properties: my listings (any status) with their covers, and my plan's limits in `meta`. */
export const myPropertiesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: myPropertyKeys.page(page),
    // Always checked again on open (a listing sent from the outbox, another device); the cached page shows
    // meanwhile, and offline.
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<MyPropertiesPage>('/v1/properties', { page, per_page: MY_PROPERTIES_PER_PAGE }, signal),
  })

/** GET /v1/properties/:id: one of mine with every field of the editor. */
export const myPropertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: myPropertyKeys.one(id),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: MyProperty }>(`/v1/properties/${id}`, undefined, signal).then((d) => d.data),
  })
