import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/http/clients'

export interface ResetPasswordBody {
  user: { token: string; password: string; password_confirmation: string }
}

/** POST /v1/auth/password/reset: 202; 422 at /user/token when the link is invalid, used or expired. */
export const resetPassword = (body: ResetPasswordBody) =>
  api.request<{ meta: { message: string } }>('/v1/auth/password/reset', { method: 'POST', body })

export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
