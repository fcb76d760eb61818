import { useMutation } from '@tanstack/react-query'
import type { SignUpInput } from '../../../domain/account'
import { api } from '../../../lib/http/clients'

/**
 * POST /v1/auth/sign_up: 202 "Enviamos um link para <e-mail>" for any address (new or already registered), and
 * no session: the link in the e-mail confirms the address and signs in.
 */
export const signUp = (input: SignUpInput) =>
  api.request<{ meta: { message: string } }>('/v1/auth/sign_up', { method: 'POST', body: input })

export const useSignUp = () => useMutation({ mutationFn: signUp })
