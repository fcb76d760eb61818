import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/http/clients'

/** POST /v1/auth/password/forgot: 202 whether or not the account exists (the screen stays neutral). */
export const forgotPassword = (body: { user: { email: string } }) =>
  api.request<{ meta: { message: string } }>('/v1/auth/password/forgot', { method: 'POST', body })

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword })
