import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { ADVERTISER_LISTINGS_PER_PAGE, queryKeys } from '../../../domain/query-keys'
import { api } from '../../../lib/http/clients'
import type { PropertyPage } from './get-properties'

export const getAdvertiserProperties = (advertiserId: string, page: number, signal?: AbortSignal) =>
  api.get<PropertyPage>(
    `/api/advertisers/${encodeURIComponent(advertiserId)}/properties`,
    { page, per_page: ADVERTISER_LISTINGS_PER_PAGE },
    signal,
  )

export const advertiserPropertiesQueryOptions = (advertiserId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.advertisers.properties(advertiserId, page),
    queryFn: ({ signal }) => getAdvertiserProperties(advertiserId, page, signal),
  })

export const useAdvertiserProperties = (advertiserId: string, page: number) =>
  useSuspenseQuery(advertiserPropertiesQueryOptions(advertiserId, page))
