import { api } from '../../../lib/http/clients'

export interface OwnerPhone {
  number: string
  whatsapp: boolean
}

/** PUT /sign_up with the phones the owner gave in the flow (the account's contact phones, up to 3). */
export const updatePhones = (phones: OwnerPhone[]) =>
  api.request<unknown>('/sign_up', {
    method: 'PUT',
    body: { user: { phones_attributes: phones.map((p) => ({ number: p.number, whatsapp: p.whatsapp })) } },
  })
