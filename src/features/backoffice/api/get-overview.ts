import { queryOptions } from '@tanstack/react-query'
import type { AdminOverview } from '../../../domain/backoffice-overview'
import { adminApi } from '../../../lib/http/admin-client'
import { boKeys } from './keys'

/** GET /v1/admin/overview. */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: boKeys.overview,
    queryFn: ({ signal }) =>
      adminApi
        .get<{ data: { attributes: AdminOverview } }>('/v1/admin/overview', undefined, signal)
        .then((r) => r.data.attributes),
  })
