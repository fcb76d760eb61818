import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/http/clients'

export interface AuthProvider {
  id: string
  name: string
  startUrl: string
}

interface ProvidersDocument {
  data: { id: string; type: 'auth_provider'; attributes: { name: string; start_url: string } }[]
}

/** GET /api/auth/providers: the third-party sign-in button shows only when one is configured. */
export const getAuthProviders = (signal?: AbortSignal): Promise<AuthProvider[]> =>
  api
    .get<ProvidersDocument>('/api/auth/providers', undefined, signal)
    .then((r) => r.data.map((p) => ({ id: p.id, name: p.attributes.name, startUrl: p.attributes.start_url })))

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: 60 * 60 * 1000,
  })

export const useAuthProviders = () => useQuery(authProvidersQueryOptions())
