import { queryOptions } from '@tanstack/react-query'
import type { AdminSettingsInput } from '../../../domain/backoffice-settings'
import type { WebsiteSettings } from '../../../domain/settings'
import { adminApi } from '../../../lib/http/admin-client'
import { boKeys } from './keys'

type SettingsDoc = { data: { attributes: WebsiteSettings } }

export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: boKeys.lists('settings'),
    queryFn: ({ signal }) =>
      adminApi.get<SettingsDoc>('/v1/admin/settings', undefined, signal).then((r) => r.data.attributes),
  })

export const saveSettings = (body: AdminSettingsInput) =>
  adminApi.request<SettingsDoc>('/v1/admin/settings', { method: 'PUT', body }).then((r) => r.data.attributes)
