import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

interface Use {
  limit: number
  active: number
}

/** GET /v1/listings/limits: the advertiser's plan, what it allows per kind and how much of it is in use. */
export interface ListingLimitsSummary {
  plan: { id: string | number | null; name: string | null; source: string }
  subscribed: boolean
  gallery: number
  video: boolean
  properties: Use
  vehicles: Use
  highlights: Use
}

export const listingLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', tokenSubject(api.tokens.get()), 'listing-limits'] as const,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: ListingLimitsSummary }>('/v1/listings/limits', undefined, signal).then((d) => d.data),
  })

/** Whether this plan is the advertiser's current, paid-for (or in trial) one. */
export const hasPlan = (limits: ListingLimitsSummary | undefined, planId: string): boolean =>
  Boolean(limits?.subscribed && limits.plan.id !== null && String(limits.plan.id) === planId)
