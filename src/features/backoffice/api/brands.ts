import { queryOptions } from '@tanstack/react-query'
import type {
  AdminBrand,
  AdminModel,
  BrandInput,
  ModelInput,
  YearInput,
  YearsBatchInput,
  YearsBatchResult,
} from '../../../domain/backoffice-catalogue'
import { adminApi } from '../../../lib/http/admin-client'
import { boKeys } from './keys'

// The vehicle catalogue: brands, models of a brand, years of a model.

type YearsBatchResultBody = { data: YearsBatchResult }

export const saveBrand = (id: string | null, body: BrandInput) =>
  adminApi
    .request<{ data: AdminBrand }>(id ? `/v1/admin/brands/${id}` : '/v1/admin/brands', {
      method: id ? 'PUT' : 'POST',
      body,
    })
    .then((r) => r.data)

export const modelsQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: boKeys.one('models', brandId),
    queryFn: ({ signal }) =>
      adminApi
        .get<{ data: AdminModel[] }>(`/v1/admin/brands/${brandId}/models`, undefined, signal)
        .then((r) => r.data),
  })

export const saveModel = (brandId: string, id: string | null, body: ModelInput) =>
  adminApi.request<{ data: AdminModel }>(
    id ? `/v1/admin/models/${id}` : `/v1/admin/brands/${brandId}/models`,
    {
      method: id ? 'PUT' : 'POST',
      body,
    },
  )

export const saveYear = (modelId: string, id: string | null, body: YearInput) =>
  adminApi.request(id ? `/v1/admin/years/${id}` : `/v1/admin/models/${modelId}/years`, {
    method: id ? 'PUT' : 'POST',
    body,
  })

/** Several years of one version at once; the answer names those added and those the model already had. */
export const addYears = (modelId: string, body: YearsBatchInput) =>
  adminApi
    .request<YearsBatchResultBody>(`/v1/admin/models/${modelId}/years/batch`, { method: 'POST', body })
    .then((r) => r.data)
