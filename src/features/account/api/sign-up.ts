import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SignUpInput, UserDocument } from '../../../domain/account'
import { api } from '../../../lib/http/clients'
import { startSession } from '../session'
import { toCurrentUser } from './get-current-user'

type TokenDocument = UserDocument & { meta: { token: string } }

/** POST /v1/auth/sign_up: 201 with the new user (two blank phones) and its token. */
export const signUp = (input: SignUpInput) =>
  api.request<TokenDocument>('/v1/auth/sign_up', { method: 'POST', body: input })

export function useSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUp,
    onSuccess: (doc) => startSession(queryClient, doc.meta.token, toCurrentUser(doc)),
  })
}
