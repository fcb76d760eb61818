import { queryOptions } from '@tanstack/react-query'
import type { Stats } from '../../../domain/stats'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

/** Under 'account' and the token's user: forgotten at logout, never shown to another advertiser offline. */
export const statsKey = () => ['account', tokenSubject(api.tokens.get()), 'stats'] as const

/** GET /v1/stats: totals, per listing and per day. */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: statsKey(),
    staleTime: 0,
    queryFn: ({ signal }) => api.get<Stats>('/v1/stats', undefined, signal).then((d) => d.data.attributes),
  })
