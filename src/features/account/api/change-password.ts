import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/http/clients'

export interface ChangePasswordBody {
  user: { current_password?: string; password: string; password_confirmation: string }
}

/** PUT /password: 202; the account's other sessions end. */
export const changePassword = (body: ChangePasswordBody) =>
  api.request<{ meta: { message: string } }>('/password', { method: 'PUT', body })

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
