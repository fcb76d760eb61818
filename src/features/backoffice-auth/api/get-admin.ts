import { queryOptions } from '@tanstack/react-query'
import { adminApi } from '../../../lib/http/admin-client'

export interface Admin {
  id: string
  email: string
  name: string
}

interface AdminDocument {
  data: { id: string; type: 'admin'; attributes: { email: string; name: string; token?: string } }
}

export const adminKeys = { all: ['backoffice'] as const, me: ['backoffice', 'me'] as const }

export const toAdmin = ({ data }: AdminDocument): Admin => ({
  id: data.id,
  email: data.attributes.email,
  name: data.attributes.name,
})

/** GET /v1/admin/me. */
export const getAdmin = (signal?: AbortSignal) =>
  adminApi.get<AdminDocument>('/v1/admin/me', undefined, signal).then(toAdmin)

export const adminQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.me, queryFn: ({ signal }) => getAdmin(signal) })
