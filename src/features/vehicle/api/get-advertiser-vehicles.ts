import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { ADVERTISER_LISTINGS_PER_PAGE, queryKeys } from '../../../domain/query-keys'
import { api } from '../../../lib/http/clients'
import type { VehiclePage } from './get-vehicles'

export const getAdvertiserVehicles = (advertiserId: string, page: number, signal?: AbortSignal) =>
  api.get<VehiclePage>(
    `/api/advertisers/${encodeURIComponent(advertiserId)}/vehicles`,
    { page, per_page: ADVERTISER_LISTINGS_PER_PAGE },
    signal,
  )

export const advertiserVehiclesQueryOptions = (advertiserId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.advertisers.vehicles(advertiserId, page),
    queryFn: ({ signal }) => getAdvertiserVehicles(advertiserId, page, signal),
  })

export const useAdvertiserVehicles = (advertiserId: string, page: number) =>
  useSuspenseQuery(advertiserVehiclesQueryOptions(advertiserId, page))
