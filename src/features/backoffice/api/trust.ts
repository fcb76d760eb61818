import { queryOptions } from '@tanstack/react-query'
import type { PaginationMeta } from '../../../domain/api'
import type { AdminTrustCheck } from '../../../domain/trust'
import { adminApi } from '../../../lib/http/admin-client'
import { API_BASE_URL } from '../../../lib/http/clients'
import { boKeys } from './keys'

export type TrustQueueStatus = 'pending' | 'approved' | 'refused'

/** GET /v1/admin/trust: documents sent for checking (under review: the oldest first). */
export const trustQueueQueryOptions = (status: TrustQueueStatus, page: number) =>
  queryOptions({
    queryKey: boKeys.list('trust', { status, page }),
    queryFn: ({ signal }) =>
      adminApi.get<{ data: AdminTrustCheck[]; meta: PaginationMeta }>(
        '/v1/admin/trust',
        { status, page, per_page: 20 },
        signal,
      ),
  })

export const approveTrustCheck = (id: string) =>
  adminApi.request(`/v1/admin/trust/${id}/approve`, { method: 'POST' })

export const refuseTrustCheck = (id: string, reason: string) =>
  adminApi.request(`/v1/admin/trust/${id}/refuse`, { method: 'POST', body: { reason } })

/**
 * A document's image as a blob: the file answers only with the staff token in the header, which an <img src>
 * cannot send. The caller revokes the object URL.
 */
export async function fetchTrustFile(id: string, signal?: AbortSignal): Promise<Blob> {
  const base = API_BASE_URL.replace(/\/$/, '')
  const res = await fetch(`${base}/v1/admin/trust/files/${id}`, {
    headers: { authorization: `Bearer ${adminApi.tokens.get() ?? ''}` },
    signal,
  })
  if (!res.ok) throw new Error(String(res.status))
  return res.blob()
}
