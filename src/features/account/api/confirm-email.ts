import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConfirmEmailDocument } from '../../../domain/account'
import { api } from '../../../lib/http/clients'
import { forgetUser } from '../session'
import { startSession } from '../session-changes'
import { currentUserQueryOptions } from './get-current-user'

/** POST /v1/auth/email/confirm: follows a link from an e-mail (sign-up, change of address, undo of a change). */
export const confirmEmail = (token: string) =>
  api.request<ConfirmEmailDocument>('/v1/auth/email/confirm', { method: 'POST', body: { token } })

export function useConfirmEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async ({ meta }) => {
      // A sign-up's link signs in; an undo ended every session (this browser's too); a change gives the signed-in
      // user (if this browser has one) the new address at once.
      if (meta.token) startSession(queryClient, meta.token)
      else if (meta.purpose === 'undo') {
        api.tokens.clear()
        forgetUser(queryClient)
      } else if (api.tokens.get()) {
        await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch(() => {
          forgetUser(queryClient)
        })
      }
    },
  })
}
