import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { Advertiser } from '../../../domain/advertiser'
import { queryKeys } from '../../../domain/query-keys'
import { api } from '../../../lib/http/clients'

export const getAdvertiser = (id: string, signal?: AbortSignal) =>
  api
    .get<{ data: Advertiser }>(`/api/advertisers/${encodeURIComponent(id)}`, undefined, signal)
    .then((r) => r.data)

export const advertiserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.advertisers.profile(id),
    queryFn: ({ signal }) => getAdvertiser(id, signal),
  })

export const useAdvertiser = (id: string) => useSuspenseQuery(advertiserQueryOptions(id))
