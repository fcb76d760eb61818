import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PaymentMethodResource } from '../../../domain/billing'
import { api } from '../../../lib/http/clients'
import { billingKeys } from './billing-keys'

/** GET /v1/payment_methods; asked again every 1.5 s while a card just added is awaited from the provider. */
export const paymentMethodsQueryOptions = (awaitingAdded = false) =>
  queryOptions({
    queryKey: billingKeys.cards(),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api
        .get<{ data: PaymentMethodResource[] }>('/v1/payment_methods', undefined, signal)
        .then((d) => d.data),
    refetchInterval: awaitingAdded ? 1500 : false,
  })

/** POST /v1/payment_methods/setup_sessions: the provider's own card form (card numbers never reach our server). */
export function useAddCard() {
  return useMutation({
    mutationFn: () =>
      api
        .request<{ data: { attributes: { url: string } } }>('/v1/payment_methods/setup_sessions', {
          method: 'POST',
        })
        .then((d) => d.data.attributes.url),
  })
}

export function useRemoveCard() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.request(`/v1/payment_methods/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.cards() }),
  })
}

export function useDefaultCard() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.request(`/v1/payment_methods/${id}/default`, { method: 'PUT' }),
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.cards() }),
  })
}
