import { queryOptions } from '@tanstack/react-query'
import type {
  AdminUserDetail,
  AdminUserStatusInput,
  AdminUserSubscriptionInput,
} from '../../../domain/backoffice-users'
import { adminApi } from '../../../lib/http/admin-client'
import { boKeys } from './keys'

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: boKeys.one('users', id),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: AdminUserDetail }>(`/v1/admin/users/${id}`, undefined, signal).then((r) => r.data),
  })

export const setUserStatus = (id: string, body: AdminUserStatusInput) =>
  adminApi
    .request<{ data: AdminUserDetail }>(`/v1/admin/users/${id}/status`, { method: 'PUT', body })
    .then((r) => r.data)

export const setUserSubscription = (id: string, body: AdminUserSubscriptionInput) =>
  adminApi
    .request<{ data: AdminUserDetail }>(`/v1/admin/users/${id}/subscription`, { method: 'PUT', body })
    .then((r) => r.data)
