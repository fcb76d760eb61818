import { queryOptions } from '@tanstack/react-query'
import type { AdminPlan, PlanInput } from '../../../domain/backoffice-plans'
import { adminApi } from '../../../lib/http/admin-client'
import { boKeys } from './keys'

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: boKeys.lists('plans'),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: AdminPlan[] }>('/v1/admin/plans', undefined, signal).then((r) => r.data),
  })

export const savePlan = (id: string | null, body: PlanInput) =>
  adminApi
    .request<{ data: AdminPlan }>(id ? `/v1/admin/plans/${id}` : '/v1/admin/plans', {
      method: id ? 'PUT' : 'POST',
      body,
    })
    .then((r) => r.data)

export const setPlanActive = (id: string, active: boolean) =>
  adminApi.request<{ data: AdminPlan }>(`/v1/admin/plans/${id}/active`, { method: 'PUT', body: { active } })

export const reorderPlans = (ids: string[]) =>
  adminApi
    .request<{ data: AdminPlan[] }>('/v1/admin/plans/order', {
      method: 'PUT',
      body: { ids: ids.map(Number) },
    })
    .then((r) => r.data)
