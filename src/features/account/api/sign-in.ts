import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserDocument } from '../../../domain/account'
import { api } from '../../../lib/http/clients'
import { startSession } from '../session-changes'
import { toCurrentUser } from './get-current-user'

export interface SignInInput {
  user: { email: string; password: string }
}

type TokenDocument = UserDocument & { meta: { token: string } }

/** POST /v1/auth/sign_in: 200 with the user and its token; 401 'E-mail ou senha inválidos, tente novamente.' */
export const signIn = (input: SignInInput) =>
  api.request<TokenDocument>('/v1/auth/sign_in', { method: 'POST', body: input })

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: (doc) => {
      const user = toCurrentUser(doc)
      startSession(queryClient, doc.meta.token, user)
      return user
    },
  })
}
