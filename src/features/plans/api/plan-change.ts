import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SubscriptionResource } from '../../../domain/billing'
import type { PendingPlanChange, PlanChangeBody, PlanChangeQuote } from '../../../domain/plan-change'
import { api } from '../../../lib/http/clients'
import { billingKeys } from './billing-keys'

const planChangeKeys = {
  quote: (subscriptionId: string, planId: string) =>
    [...billingKeys.all(), 'plan-change', subscriptionId, planId] as const,
  scheduled: () => [...billingKeys.all(), 'plan-change', 'scheduled'] as const,
}

/**
 * GET /v1/subscriptions/:id/plan_change?plan_id=: the amount an upgrade charges now (the provider's proration),
 * or the listings a downgrade lets the advertiser choose from. Asked fresh each time the dialog opens.
 */
export const planChangeQuoteOptions = (subscriptionId: string, planId: string) =>
  queryOptions({
    queryKey: planChangeKeys.quote(subscriptionId, planId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      api
        .get<{ data: PlanChangeQuote }>(
          `/v1/subscriptions/${encodeURIComponent(subscriptionId)}/plan_change`,
          { plan_id: planId },
          signal,
        )
        .then((d) => d.data),
  })

/** GET /v1/plan_changes/scheduled: a smaller plan waiting for the end of the period, if any. */
export const scheduledPlanChangeOptions = () =>
  queryOptions({
    queryKey: planChangeKeys.scheduled(),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api
        .get<{ data: PendingPlanChange | null }>('/v1/plan_changes/scheduled', undefined, signal)
        .then((d) => d.data),
  })

export type PlanChangeAnswer =
  | { data: SubscriptionResource; meta: { direction: 'upgrade'; confirmed: boolean; amount_due: number } }
  | { data: SubscriptionResource; meta: { direction: 'downgrade'; pending: PendingPlanChange } }

/** POST /v1/subscriptions/:id/plan_change: an upgrade now, or a downgrade scheduled with the listings kept. */
export function useChangePlan() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ subscriptionId, body }: { subscriptionId: string; body: PlanChangeBody }) =>
      api.request<PlanChangeAnswer>(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}/plan_change`, {
        method: 'POST',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: billingKeys.all() }),
  })
}

/** DELETE /v1/subscriptions/:id/plan_change: gives up the scheduled downgrade. */
export function useDropPlanChange() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api.request(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}/plan_change`, {
        method: 'DELETE',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: billingKeys.all() }),
  })
}
