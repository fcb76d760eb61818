import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/http/clients'

/** POST /v1/auth/email/resend: a new confirmation link to the account's address (older ones stop working). */
export const resendConfirmation = () =>
  api.request<{ meta: { message: string } }>('/v1/auth/email/resend', { method: 'POST' })

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation })
