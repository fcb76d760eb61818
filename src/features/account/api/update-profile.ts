import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileUpdateBody, UserDocument } from '../../../domain/account'
import { api } from '../../../lib/http/clients'
import { accountKeys, toCurrentUser } from './get-current-user'

/** PUT /sign_up: profile, phones, avatar and e-mail (each screen sends what it edits); 202 with the updated user. */
export const updateProfile = (body: ProfileUpdateBody) =>
  api.request<UserDocument>('/sign_up', { method: 'PUT', body }).then(toCurrentUser)

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.me(), user),
  })
}
