import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentsModeName } from '../../../domain/billing'
import { api } from '../../../lib/http/clients'

/** GET /api/payments: whether paid plans can be bought here, and whether it is a demonstration. */
export const paymentsModeQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'mode'] as const,
    staleTime: 60 * 60_000,
    queryFn: ({ signal }) =>
      api
        .get<{ data: { mode: PaymentsModeName } }>('/api/payments', undefined, signal)
        .then((d) => d.data.mode),
  })

export const usePaymentsMode = () => useQuery(paymentsModeQueryOptions()).data
