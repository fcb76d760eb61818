import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SubscriptionResource } from '../../../domain/billing'
import { api } from '../../../lib/http/clients'
import { billingKeys } from './billing-keys'

export interface MySubscriptions {
  current: SubscriptionResource | null
  history: SubscriptionResource[]
}

/** GET /v1/subscriptions: the current subscription and the ones before it. */
export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscriptions(),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api
        .get<{ data: SubscriptionResource[]; meta: { current_id: string | null } }>(
          '/v1/subscriptions',
          undefined,
          signal,
        )
        .then((d): MySubscriptions => ({
          current: d.data.find((s) => s.id === d.meta.current_id) ?? null,
          history: d.data.filter((s) => s.id !== d.meta.current_id),
        })),
  })

export type SubscriptionChange = 'cancel' | 'cancel_trial' | 'pay' | { recurring: boolean }

/**
 * Cancel, cancel the trial, or switch auto-renewal: the server asks the provider and answers once its webhook has
 * changed the subscription (200), or 202 when the webhook is still on its way (the page then asks again).
 */
export function useChangeSubscription() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SubscriptionChange }) =>
      api.request<{ data: SubscriptionResource; meta: { confirmed: boolean } }>(
        typeof change === 'object' ? `/v1/subscriptions/${id}` : `/v1/subscriptions/${id}/${change}`,
        typeof change === 'object' ? { method: 'PATCH', body: change } : { method: 'POST' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: billingKeys.subscriptions() }),
  })
}

/**
 * POST /v1/subscriptions: a free plan of the advertiser's profile, active at once, without payment (409 while a
 * subscription is current: it is cancelled first).
 */
export function useStartFreePlan() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (planId: string) =>
      api
        .request<{ data: SubscriptionResource }>('/v1/subscriptions', {
          method: 'POST',
          body: { plan_id: Number(planId) },
        })
        .then((d) => d.data),
    onSettled: () => client.invalidateQueries({ queryKey: billingKeys.subscriptions() }),
  })
}
