import { queryOptions } from '@tanstack/react-query'
import type { PropertySummary } from '../../../domain/property'
import { api } from '../../../lib/http/clients'

/** nearby: same town, closest first; similar: same category and deal, a close price ("outros que você pode gostar"). */
export type RelatedKind = 'nearby' | 'similar'

export const getRelatedProperties = (id: string, kind: RelatedKind, signal?: AbortSignal) =>
  api
    .get<{ data: PropertySummary[] }>(
      `/api/properties/${encodeURIComponent(id)}/${kind}`,
      { limit: 8 },
      signal,
    )
    .then((r) => r.data)

export const relatedPropertiesQueryOptions = (id: string, kind: RelatedKind) =>
  queryOptions({
    queryKey: ['properties', 'detail', id, kind],
    queryFn: ({ signal }) => getRelatedProperties(id, kind, signal),
  })
