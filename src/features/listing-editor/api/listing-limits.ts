import { queryOptions } from '@tanstack/react-query'
import type { ListingsLimits } from '../../../domain/listing-limits'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

/** GET /v1/listings/limits: the advertiser's plan, what it allows per kind and how much of it is in use. */
export const listingLimitsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', tokenSubject(api.tokens.get()), 'listing-limits'] as const,
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: ListingsLimits }>('/v1/listings/limits', undefined, signal).then((d) => d.data),
  })

/** Whether this plan is the advertiser's current, paid-for (or in trial) one. */
export const hasPlan = (limits: ListingsLimits | undefined, planId: string): boolean =>
  Boolean(limits?.subscribed && limits.plan.id !== null && limits.plan.id === planId)
