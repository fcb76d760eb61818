import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserDocument } from '../../../domain/account'
import type { UserProfile } from '../../../domain/enums'
import { api } from '../../../lib/http/clients'
import { accountKeys, toCurrentUser } from './get-current-user'

/** PUT /v1/users/profile_type: once chosen the profile is locked (422 profile_locked for another value). */
export const chooseProfile = (profile: UserProfile) =>
  api
    .request<UserDocument>('/v1/users/profile_type', { method: 'PUT', body: { user: { profile } } })
    .then(toCurrentUser)

export function useChooseProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: chooseProfile,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.me(), user),
  })
}
