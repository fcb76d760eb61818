import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PaginationMeta } from '../../../domain/api'
import type { WebhookDelivery, WebhookSettings, WebhookUpdateInput } from '../../../domain/lead-webhook'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

// Under 'account' and the token's user, like the inbox: logout forgets them, and a cache restored from IndexedDB
// never shows one agency's secret to another user.
const mine = () => ['account', tokenSubject(api.tokens.get()), 'lead-webhook'] as const

/** GET /v1/lead-webhook: the address and the signing secret (null before the first save). */
export const webhookSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...mine(), 'settings'],
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<{ data: WebhookSettings }>('/v1/lead-webhook', undefined, signal).then((d) => d.data),
  })

/** GET /v1/lead-webhook/deliveries: the log, newest first; polled while a delivery waits for its next attempt. */
export const webhookDeliveriesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...mine(), 'deliveries', page],
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ data: WebhookDelivery[]; meta: PaginationMeta }>(
        '/v1/lead-webhook/deliveries',
        { page, per_page: 20 },
        signal,
      ),
    refetchInterval: (query) =>
      query.state.data?.data.some((d) => d.attributes.status === 'pending') ? 3_000 : false,
  })

function useWebhookWrite<I>(request: (input: I) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: mine() }),
  })
}

/** PUT /v1/lead-webhook {url}. */
export const useSaveWebhook = () =>
  useWebhookWrite((input: WebhookUpdateInput) =>
    api.request('/v1/lead-webhook', { method: 'PUT', body: input }),
  )

/** POST /v1/lead-webhook/secret: a new secret, the old one stops at once. */
export const useRotateSecret = () =>
  useWebhookWrite(() => api.request('/v1/lead-webhook/secret', { method: 'POST' }))

/** POST /v1/lead-webhook/test: "Enviar teste". */
export const useSendTest = () =>
  useWebhookWrite(() => api.request('/v1/lead-webhook/test', { method: 'POST' }))

/** POST /v1/lead-webhook/deliveries/:id/resend: "Reenviar". */
export const useResend = () =>
  useWebhookWrite((id: string) => api.request(`/v1/lead-webhook/deliveries/${id}/resend`, { method: 'POST' }))
