import { queryOptions } from '@tanstack/react-query'
import type { FeedRun, FeedSettings } from '../../../domain/feeds'
import { api } from '../../../lib/http/clients'
import { tokenSubject } from '../../../lib/http/token-subject'

/** Under 'account' and the token's user: forgotten at logout, never shown to another advertiser. */
export const feedKey = () => ['account', tokenSubject(api.tokens.get()), 'feeds'] as const
const runKey = (id: string) => [...feedKey(), 'run', id] as const
/** How often a running import is asked for its progress. */
const PROGRESS_MS = 1500

/** GET /v1/feeds: the feed's address, the export address and the last run. */
export const feedSettingsQueryOptions = () =>
  queryOptions({
    queryKey: feedKey(),
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<FeedSettings>('/v1/feeds', undefined, signal).then((d) => d.data.attributes),
  })

/** GET /v1/feeds/imports/:id, asked again while it runs. */
export const feedRunQueryOptions = (id: string) =>
  queryOptions({
    queryKey: runKey(id),
    queryFn: ({ signal }) =>
      api.get<{ data: FeedRun }>(`/v1/feeds/imports/${id}`, undefined, signal).then((d) => d.data),
    refetchInterval: (query) => (query.state.data?.attributes.status === 'running' ? PROGRESS_MS : false),
  })

/** POST /v1/feeds/imports: the file as it is, as XML. */
export const importFile = (file: Blob) =>
  api
    .request<{ data: FeedRun }>('/v1/feeds/imports', {
      method: 'POST',
      body: new Blob([file], { type: 'application/xml' }),
    })
    .then((d) => d.data)

export const importFromUrl = () =>
  api.request<{ data: FeedRun }>('/v1/feeds/imports/url', { method: 'POST' }).then((d) => d.data)

export const saveFeedUrl = (importUrl: string | null) =>
  api.request<FeedSettings>('/v1/feeds', { method: 'PUT', body: { import_url: importUrl } })

export const rotateExport = () => api.request<FeedSettings>('/v1/feeds/export-token', { method: 'POST' })
