import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BulkAction, BulkAnswer } from '../../../domain/bulk-actions'
import { api } from '../../../lib/http/clients'
import { myPropertyKeys } from './my-properties'
import { myVehicleKeys } from './my-vehicles'
import type { ListingKind } from './queue-listing'

// One action on the listings picked in a dashboard list: online (the answer says, per listing, what happened),
// then every list of that kind is read again.

const base = { property: '/v1/properties', vehicle: '/v1/vehicles' } as const
const keys = { property: myPropertyKeys.all(), vehicle: myVehicleKeys.all() } as const

export function useBulkAction(kind: ListingKind) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: string[] }) =>
      api.request<BulkAnswer>(`${base[kind]}/bulk`, { method: 'POST', body: { action, ids } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys[kind] }),
  })
}
