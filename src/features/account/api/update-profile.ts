import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserDocument } from '../../../domain/account'
import { api } from '../../../lib/http/clients'
import { accountKeys, toCurrentUser } from './get-current-user'

/** The body of PUT /sign_up as sent (only the fields a screen edits). */
export interface ProfileUpdateBody {
  user: {
    first_name?: string
    last_name?: string
    presentation_name?: string | null
    presentation?: string | null
    show_profile?: boolean
    cpf?: string | null
    creci?: string | null
    email?: string
    current_password?: string
    avatar?: { data_url: string; crop?: { x: number; y: number; width: number; height: number } } | null
    phones_attributes?: { id?: number | string; number: string; whatsapp: boolean; _destroy?: boolean }[]
  }
}

/** PUT /sign_up (spec §7): profile, phones, avatar and e-mail; 202 with the updated user. */
export const updateProfile = (body: ProfileUpdateBody) =>
  api.request<UserDocument>('/sign_up', { method: 'PUT', body }).then(toCurrentUser)

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.me(), user),
  })
}
