import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/http/clients'
import type { ListingKind } from './queue-listing'
import { myPropertyKeys } from './my-properties'
import { myVehicleKeys } from './my-vehicles'

const collection: Record<ListingKind, string> = { property: '/v1/properties', vehicle: '/v1/vehicles' }

/**
 * POST …/:id/review-request: "Pedir revisão" of a listing staff hold, with an optional message; online (the
 * advertiser sees the answer at once). Every list of that kind is read again.
 */
export function useReviewRequest(kind: ListingKind, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: string) =>
      api.request<unknown>(`${collection[kind]}/${id}/review-request`, {
        method: 'POST',
        body: message.trim() ? { message: message.trim() } : {},
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: kind === 'vehicle' ? myVehicleKeys.all() : myPropertyKeys.all(),
      }),
  })
}
