import { z } from 'zod'

// The address a CEP points at (GET /api/cep/:cep), for the listing forms: only the towns the site serves.

export const cepMsg = {
  notFound: 'CEP não encontrado.',
  outsideRegion: 'Este CEP não é de uma das cidades atendidas.',
  unavailable: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
  offline: 'Sem conexão: não foi possível buscar o CEP agora. Preencha o endereço.',
} as const

export const cepAddressSchema = z.object({
  zip_code: z.string(),
  /** IBGE id of one of the seven towns. */
  city_id: z.number().int(),
  city: z.string(),
  state: z.literal('BA'),
  neighborhood: z.string().nullable(),
  street: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
})
export type CepAddress = z.infer<typeof cepAddressSchema>

export const cepDocumentSchema = z.object({
  data: z.object({ type: z.literal('cep'), attributes: cepAddressSchema }),
})
export type CepDocument = z.infer<typeof cepDocumentSchema>
