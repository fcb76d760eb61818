import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { AgencyDocument } from '../../../domain/agency'
import { api } from '../../../lib/http/clients'
import { accountKeys } from './get-current-user'

export type Agency = AgencyDocument['data']['attributes'] & {
  id: string
  phones: { id: string; number: string; whatsapp: boolean }[]
}

export function toAgency(doc: AgencyDocument): Agency {
  const byId = new Map(doc.included.map((p) => [p.id, p]))
  const phones = doc.data.relationships.phones.data.flatMap((ref) => {
    const p = byId.get(ref.id)
    return p ? [{ id: p.id, ...p.attributes }] : []
  })
  return { id: doc.data.id, ...doc.data.attributes, phones }
}

/** GET /v1/agency: the agency of a business profile (created blank on first read); 403 for other profiles. */
export const getAgency = (signal?: AbortSignal) =>
  api.get<AgencyDocument>('/v1/agency', undefined, signal).then(toAgency)

export const agencyQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.agency(), queryFn: ({ signal }) => getAgency(signal) })

export const useAgency = () => useSuspenseQuery(agencyQueryOptions())
