import { queryOptions } from '@tanstack/react-query'
import type { PlanResource } from '../../../domain/billing'
import type { UserProfile } from '../../../domain/enums'
import { api } from '../../../lib/http/clients'

export const planKeys = {
  list: (profile: UserProfile) => ['plans', 'list', profile] as const,
  one: (id: string) => ['plans', 'one', id] as const,
}

/** GET /api/plans?profile=…: the active plans of a profile, in their order. */
export const plansQueryOptions = (profile: UserProfile) =>
  queryOptions({
    queryKey: planKeys.list(profile),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api.get<{ data: PlanResource[] }>('/api/plans', { profile }, signal).then((d) => d.data),
  })

/** GET /api/plans/:id: one active plan (404 for a disabled or unknown one). */
export const planQueryOptions = (id: string) =>
  queryOptions({
    queryKey: planKeys.one(id),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      api
        .get<{ data: PlanResource }>(`/api/plans/${encodeURIComponent(id)}`, undefined, signal)
        .then((d) => d.data),
  })
