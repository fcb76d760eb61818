import { queryOptions } from '@tanstack/react-query'
import type { TownPack } from '../../../domain/town-pack'
import { api } from '../../../lib/http/clients'

/** GET /api/town-packs: each town's pack, its listing count and its estimated size. */
export const townPacksQueryOptions = () =>
  queryOptions({
    queryKey: ['town-packs'],
    queryFn: ({ signal }) =>
      api.get<{ data: TownPack[] }>('/api/town-packs', undefined, signal).then((r) => r.data),
  })
