import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/http/clients'

interface Counted {
  meta: { total: number; total_capped?: boolean }
}

/**
 * How many properties and vehicles are listed now: the landing page's numbers from the region (searches stop
 * counting at 1 000: `capped` then means "more than").
 */
export const regionNumbersQueryOptions = () =>
  queryOptions({
    queryKey: ['business-landing', 'region-numbers'] as const,
    staleTime: 60 * 60 * 1000,
    queryFn: async ({ signal }) => {
      const [properties, vehicles] = await Promise.all([
        api.get<Counted>('/api/properties', { per_page: 1 }, signal),
        api.get<Counted>('/api/vehicles', { per_page: 1 }, signal),
      ])
      return { properties: properties.meta, vehicles: vehicles.meta }
    },
  })
