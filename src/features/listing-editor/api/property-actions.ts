import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MyPropertySummary } from '../../../domain/my-property'
import { propertyActionFailMsg, type PropertyOwnerTarget } from '../../../domain/property-status'
import { api } from '../../../lib/http/clients'
import { isApiError } from '../../../lib/http/api-error'
import { myPropertyKeys } from './my-properties'

// One listing's actions from the dashboard: status, archive, unarchive, delete, highlight. Online writes (the
// advertiser sees the answer at once; offline, the buttons say so); each refreshes every list of mine.

export type PropertyAction =
  | { kind: 'status'; status: PropertyOwnerTarget }
  | { kind: 'archive' | 'unarchive' | 'remove' | 'highlight' | 'unhighlight' }

function send(id: string, action: PropertyAction) {
  const url = `/v1/properties/${id}`
  switch (action.kind) {
    case 'status':
      return api.request<{ data: MyPropertySummary }>(`${url}/status`, {
        method: 'PUT',
        body: { status: action.status },
      })
    case 'archive':
    case 'unarchive':
    case 'highlight':
      return api.request<{ data: MyPropertySummary }>(`${url}/${action.kind}`, { method: 'POST' })
    case 'unhighlight':
      return api.request<{ data: MyPropertySummary }>(`${url}/highlight`, { method: 'DELETE' })
    case 'remove':
      return api.request<null>(url, { method: 'DELETE' })
  }
}

/** The server's own message for a refusal, else the action's failure message. */
export function actionError(error: unknown, action: PropertyAction): string {
  if (isApiError(error) && error.status < 500 && error.errors[0]?.detail) return error.errors[0].detail
  return propertyActionFailMsg[action.kind]
}

export function usePropertyAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: PropertyAction) => send(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPropertyKeys.all() }),
  })
}
