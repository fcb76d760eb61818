import { queryOptions } from '@tanstack/react-query'
import { adminApi } from '../../../lib/http/admin-client'
import { boKeys } from './keys'

interface AdminRow {
  id: string
  attributes: { name: string; email: string }
}

/** GET /v1/admin/admins: who may appear in the audit log. */
export const adminsQueryOptions = () =>
  queryOptions({
    queryKey: boKeys.lists('admins'),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: AdminRow[] }>('/v1/admin/admins', undefined, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
  })
