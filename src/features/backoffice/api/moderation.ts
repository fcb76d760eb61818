import { queryOptions } from '@tanstack/react-query'
import type {
  AdminListingSummary,
  AdminReport,
  ListingKindName,
  ListingModerationInput,
  ReportResolveInput,
} from '../../../domain/backoffice-moderation'
import type { ReviewVehicle } from '../../../domain/my-vehicle'
import type { PaginationMeta } from '../../../domain/api'
import { adminApi } from '../../../lib/http/admin-client'
import { boKeys } from './keys'

export const resolveReport = (id: string, body: ReportResolveInput) =>
  adminApi
    .request<{ data: AdminReport }>(`/v1/admin/reports/${id}/resolve`, { method: 'POST', body })
    .then((r) => r.data)

export const moderateListing = (kind: ListingKindName, id: string, body: ListingModerationInput) =>
  adminApi
    .request<{ data: AdminListingSummary }>(`/v1/admin/listings/${kind}/${id}/moderate`, {
      method: 'POST',
      body,
    })
    .then((r) => r.data)

/** GET /v1/admin/vehicles/pending: the review queue, oldest first. */
export const pendingVehiclesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: boKeys.list('vehicles-pending', { page }),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: ReviewVehicle[]; meta: PaginationMeta }>(
        '/v1/admin/vehicles/pending',
        { page, per_page: 10 },
        signal,
      ),
  })

export const approveVehicle = (id: string) =>
  adminApi.request(`/v1/admin/vehicles/${id}/approve`, { method: 'POST' })

export const rejectVehicle = (id: string, reason: string) =>
  adminApi.request(`/v1/admin/vehicles/${id}/reject`, { method: 'POST', body: { reason } })
