import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { Property } from '../../../domain/property'
import { queryKeys } from '../../../domain/query-keys'
import { api } from '../../../lib/http/clients'

export const getProperty = (id: string, signal?: AbortSignal) =>
  api
    .get<{ data: Property }>(`/api/properties/${encodeURIComponent(id)}`, undefined, signal)
    .then((r) => r.data)

export const propertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.properties.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
  })

export const useProperty = (id: string) => useSuspenseQuery(propertyQueryOptions(id))
