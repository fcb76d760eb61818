import { queryOptions } from '@tanstack/react-query'
import type { TrustListing, TrustStatus } from '../../../domain/trust'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

// Under 'account' and the token's user, like the inbox: logout forgets them, and a cache restored from IndexedDB
// never shows one user's state to another.
const mine = () => ['account', tokenSubject(api.tokens.get()), 'trust'] as const
export const trustQueryKeys = { all: () => mine() }

/** GET /v1/trust/advertiser: the advertiser's verification, and the documents their profile asks for. */
export const advertiserTrustQueryOptions = () =>
  queryOptions({
    queryKey: [...mine(), 'advertiser'],
    // Staff may decide at any moment: checked on every open.
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: TrustStatus }>('/v1/trust/advertiser', undefined, signal).then((d) => d.data),
  })

/** GET /v1/trust/listings: each of the advertiser's listings with the state of its document. */
export const listingsTrustQueryOptions = () =>
  queryOptions({
    queryKey: [...mine(), 'listings'],
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: TrustListing[] }>('/v1/trust/listings', undefined, signal).then((d) => d.data),
  })
