import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AgencyDocument } from '../../../domain/agency'
import { api } from '../../../lib/http/clients'
import { accountKeys } from './get-current-user'
import { toAgency } from './get-agency'

/** The body of PUT /v1/agency as sent: each tab sends its own fields. */
export interface AgencyUpdateBody {
  agency: {
    name?: string
    cnpj?: string | null
    creci?: string | null
    contact_email?: string | null
    description?: string | null
    zip_code?: string | null
    street?: string | null
    number?: string | null
    complement?: string | null
    neighborhood?: string | null
    city_id?: number | null
    state?: string | null
    show_on_map?: boolean
    phones_attributes?: { id?: number | string; number: string; whatsapp: boolean; _destroy?: boolean }[]
  }
}

export const updateAgency = (body: AgencyUpdateBody) =>
  api.request<AgencyDocument>('/v1/agency', { method: 'PUT', body }).then(toAgency)

export function useUpdateAgency() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAgency,
    onSuccess: (agency) => queryClient.setQueryData(accountKeys.agency(), agency),
  })
}
