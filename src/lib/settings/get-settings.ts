import { queryOptions, useQuery } from '@tanstack/react-query'
import { settingsKey } from '../../domain/query-keys-core'
import type { WebsiteSettings } from '../../domain/settings'
import { api } from '../http/clients'

interface SettingsDocument {
  data: { id: string; type: 'website_settings'; attributes: WebsiteSettings }
}

/** GET /api/settings: loaded on app start and kept as shared state in the query cache. */
export const getSettings = (signal?: AbortSignal): Promise<WebsiteSettings> =>
  api.get<SettingsDocument>('/api/settings', undefined, signal).then((r) => r.data.attributes)

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey(),
    queryFn: ({ signal }) => getSettings(signal),
    // A minute: what staff change in the back office reaches returning visitors soon, without a rebuild.
    staleTime: 60 * 1000,
  })

export const useSettings = () => useQuery(settingsQueryOptions())
