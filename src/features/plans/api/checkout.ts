import { queryOptions, useMutation } from '@tanstack/react-query'
import type { CheckoutSessionResource, PaymentMethodKind } from '../../../domain/billing'
import { api } from '../../../lib/http/clients'
import { billingKeys } from './billing-keys'

/**
 * POST /v1/checkout/sessions: the provider's hosted checkout for a plan, by card (a trial on the first subscription)
 * or by PIX (one period).
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: ({ planId, method }: { planId: string; method: PaymentMethodKind }) =>
      api
        .request<{ data: CheckoutSessionResource }>('/v1/checkout/sessions', {
          method: 'POST',
          body: { plan_id: Number(planId), method },
        })
        .then((d) => d.data),
  })
}

/** A completed checkout whose subscription has arrived (by the provider's webhook), or one that expired. */
export const checkoutSettled = (s: CheckoutSessionResource | undefined) =>
  Boolean(s && (s.attributes.status === 'expired' || s.attributes.subscription))

/**
 * GET /v1/checkout/sessions/:id, asked again every 1.5 s until the provider's webhook has created the
 * subscription (the success page's pending state), for two minutes at most.
 */
export const checkoutQueryOptions = (id: string, startedAt: number) =>
  queryOptions({
    queryKey: billingKeys.checkout(id),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api
        .get<{ data: CheckoutSessionResource }>(
          `/v1/checkout/sessions/${encodeURIComponent(id)}`,
          undefined,
          signal,
        )
        .then((d) => d.data),
    refetchInterval: (query) =>
      checkoutSettled(query.state.data) || Date.now() - startedAt > 120_000 ? false : 1500,
  })
