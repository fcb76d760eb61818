import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminApi } from '../../../lib/http/admin-client'
import { startAdminSession } from '../admin-session'
import { toAdmin } from './get-admin'

interface AdminTokenDocument {
  data: { id: string; type: 'admin'; attributes: { email: string; name: string; token: string } }
}

/** POST /v1/admin/auth/sign_in with the admin client: its own token, never the user's. */
export const adminSignIn = (body: { admin: { email: string; password: string } }) =>
  adminApi.request<AdminTokenDocument>('/v1/admin/auth/sign_in', { method: 'POST', body })

export function useAdminSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: adminSignIn,
    onSuccess: (doc) => startAdminSession(queryClient, doc.data.attributes.token, toAdmin(doc)),
  })
}
