// Verified advertisers and documented listings: which documents each one sends, the states a check goes
// through, and the pt-BR texts both sides show. Shared by the dashboard, the back office and the API.
import { z } from 'zod'
import { pageSchema, resourceSchema } from './api'
import type { UserProfile } from './enums'

export const trustSubjects = ['advertiser', 'property', 'vehicle'] as const
export type TrustSubject = (typeof trustSubjects)[number]

/** On list cards (and the detail, which extends them): "Anunciante verificado". Absent in answers cached before it. */
export const trustSummaryFields = { advertiser_verified: z.boolean().default(false) }
/** On the detail page: "Documento conferido". */
export const trustDetailFields = { documented: z.boolean().default(false) }

export const trustFileKinds = ['identity', 'creci', 'cnpj', 'registry', 'crlv'] as const
export type TrustFileKind = (typeof trustFileKinds)[number]

/** What an advertiser must send, by profile: owners an identity document, brokers also CRECI, agencies CNPJ and CRECI. */
export const advertiserDocuments: Record<UserProfile, readonly TrustFileKind[]> = {
  owner: ['identity'],
  broker: ['identity', 'creci'],
  business: ['cnpj', 'creci'],
}
/** What documents a listing: a property's registry certificate (matrícula), a vehicle's CRLV. */
export const listingDocuments: Record<'property' | 'vehicle', readonly TrustFileKind[]> = {
  property: ['registry'],
  vehicle: ['crlv'],
}

export const trustFileLabels: Record<TrustFileKind, string> = {
  identity: 'Documento de identidade (RG ou CNH)',
  creci: 'Carteira do CRECI',
  cnpj: 'Cartão CNPJ',
  registry: 'Certidão de matrícula do imóvel',
  crlv: 'CRLV do veículo',
}

/** At most this many photos per sending (front and back of each document, and a spare). */
export const MAX_TRUST_FILES = 6

/** What the advertiser sees: nothing sent, under review, verified (or checked), refused with the reason. */
export const trustStates = ['not_sent', 'pending', 'approved', 'refused'] as const
export type TrustState = (typeof trustStates)[number]

export const trustMsg = {
  verifiedBadge: 'Anunciante verificado',
  documentedBadge: 'Documento conferido',
  missing: (label: string) => `Envie: ${label}.`,
  unknownKind: 'Este documento não se aplica a este envio.',
  alreadyOpen: 'Seus documentos já estão em análise.',
  alreadyApproved: 'Estes documentos já foram conferidos.',
  alreadyDecided: 'Esta verificação já foi decidida.',
  notFound: 'Verificação não encontrada.',
  fileNotFound: 'Arquivo não encontrado.',
  uploadNotFound: 'Envio não encontrado.',
  uploadIncomplete: 'O envio deste arquivo ainda não terminou.',
  listingNotFound: 'Anúncio não encontrado.',
  reasonShort: 'Informe o motivo da recusa (ao menos 5 caracteres).',
} as const

export const trustFileInputSchema = z.object({
  kind: z.enum(trustFileKinds),
  upload_id: z.string().regex(/^[0-9a-f]{32}$/, trustMsg.uploadNotFound),
})
/** POST /v1/trust/advertiser and POST /v1/trust/listings/:kind/:id. */
export const trustSendSchema = z.object({
  files: z.array(trustFileInputSchema).min(1).max(MAX_TRUST_FILES),
})
export type TrustSend = z.infer<typeof trustSendSchema>

export const trustRefuseSchema = z.object({
  reason: z.string().trim().min(5, trustMsg.reasonShort).max(500),
})
export type TrustRefuse = z.infer<typeof trustRefuseSchema>

/** An advertiser's view of one subject's checks: the latest state and, after a refusal, why. */
export const trustStatusSchema = resourceSchema(
  'trust_status',
  z.object({
    subject: z.enum(trustSubjects),
    listing_id: z.string().nullable(),
    state: z.enum(trustStates),
    reason: z.string().nullable(),
    sent_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    /** The documents this subject needs (by profile, or by kind of listing). */
    required: z.array(z.enum(trustFileKinds)),
  }),
)
export type TrustStatus = z.infer<typeof trustStatusSchema>

/** GET /v1/trust/listings: the advertiser's listings with the state of their document check. */
export const trustListingSchema = resourceSchema(
  'trust_listing',
  z.object({
    kind: z.enum(['property', 'vehicle']),
    listing_id: z.string(),
    title: z.string(),
    state: z.enum(trustStates),
    reason: z.string().nullable(),
  }),
)
export type TrustListing = z.infer<typeof trustListingSchema>

/** One check in the back office's queue, with its files (images served to staff only) and the account's names. */
export const adminTrustCheckSchema = resourceSchema(
  'trust_check',
  z.object({
    subject: z.enum(trustSubjects),
    listing_id: z.string().nullable(),
    listing_title: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'refused']),
    reason: z.string().nullable(),
    created_at: z.string(),
    decided_at: z.string().nullable(),
    advertiser: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      profile: z.string(),
      /** The agency's name and CNPJ, for agencies; the CRECI for brokers and agencies. */
      company: z.string().nullable(),
      document: z.string().nullable(),
      creci: z.string().nullable(),
    }),
    files: z.array(z.object({ id: z.string(), kind: z.enum(trustFileKinds), deleted: z.boolean() })),
  }),
)
export type AdminTrustCheck = z.infer<typeof adminTrustCheckSchema>
export const adminTrustPageSchema = pageSchema(adminTrustCheckSchema)

export const adminTrustQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'refused']).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
})
