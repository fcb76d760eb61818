import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/http/clients'

interface Counted {
  meta: { total: number }
}

/** How many properties and vehicles are listed now: the landing page's numbers from the region. */
export const regionNumbersQueryOptions = () =>
  queryOptions({
    queryKey: ['business-landing', 'region-numbers'] as const,
    staleTime: 60 * 60 * 1000,
    queryFn: async ({ signal }) => {
      const [properties, vehicles] = await Promise.all([
        api.get<Counted>('/api/properties', { per_page: 1 }, signal),
        api.get<Counted>('/api/vehicles', { per_page: 1 }, signal),
      ])
      return { properties: properties.meta.total, vehicles: vehicles.meta.total }
    },
  })
