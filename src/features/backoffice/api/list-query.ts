import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PaginationMeta } from '../../../domain/api'
import { adminApi } from '../../../lib/http/admin-client'
import { boKeys } from './keys'

export interface Page<T, M = object> {
  data: T[]
  meta: PaginationMeta & M
}

/** A paginated back office list: the previous page stays on screen while the next one loads. */
export const pageQueryOptions = <T, M = object>(
  name: string,
  path: string,
  params: Record<string, unknown>,
) =>
  queryOptions({
    queryKey: boKeys.list(name, params),
    queryFn: ({ signal }) => adminApi.get<Page<T, M>>(path, params, signal),
    placeholderData: keepPreviousData,
  })
