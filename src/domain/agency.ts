import { z } from 'zod'
import { phoneAttributesSchema } from './account'
import { MAX_AGENCY_PHONES } from './constants'
import { STATE, towns } from './region'
import {
  cepSchema,
  cnpjSchema,
  creciSchema,
  fieldMsg,
  flagSchema,
  optionalEmailSchema,
  optionalText,
  requiredText,
} from './validation'

// Agency data, edited on /dashboard/settings/company in three tabs (general, address, phones):
// each tab sends only its fields, so every field is optional here and required-when-sent.

const townIds = towns.map((t) => t.id) as number[]

export const agencyUpdateFieldsSchema = z.object({
  name: requiredText(160).optional(),
  cnpj: cnpjSchema.optional(),
  creci: creciSchema.optional(),
  contact_email: optionalEmailSchema.optional(),
  description: optionalText(4000).optional(),
  zip_code: cepSchema.optional(),
  street: optionalText(160).optional(),
  number: optionalText(20).optional(),
  complement: optionalText(120).optional(),
  neighborhood: optionalText(120).optional(),
  city_id: z
    .number({ error: fieldMsg.oneOf(towns.map((t) => t.name)) })
    .int()
    .refine((v) => townIds.includes(v), fieldMsg.oneOf(towns.map((t) => t.name)))
    .nullable()
    .optional(),
  state: z
    .literal(STATE, { error: fieldMsg.oneOf([STATE]) })
    .nullable()
    .optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  lng: z.number().min(-180).max(180).nullable().optional(),
  show_on_map: flagSchema.optional(),
  phones_attributes: z
    .array(phoneAttributesSchema({ blankAllowed: false }))
    .max(MAX_AGENCY_PHONES * 2)
    .superRefine((phones, ctx) => {
      const kept = phones.filter((p) => !p._destroy)
      if (kept.filter((p) => p.whatsapp).length > 1)
        ctx.addIssue({ code: 'custom', message: fieldMsg.oneWhatsapp })
    })
    .optional(),
})
export const agencyUpdateSchema = z.object({ agency: agencyUpdateFieldsSchema })
export type AgencyUpdateInput = z.infer<typeof agencyUpdateSchema>

export const agencyPhoneResourceSchema = z.object({
  id: z.string(),
  type: z.literal('agency_phone'),
  attributes: z.object({ number: z.string(), whatsapp: z.boolean() }),
})

export const agencyAttributesSchema = z.object({
  name: z.string(),
  cnpj: z.string().nullable(),
  creci: z.string().nullable(),
  contact_email: z.string().nullable(),
  description: z.string().nullable(),
  zip_code: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city_id: z.number().int().nullable(),
  state: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  show_on_map: z.boolean(),
  updated_at: z.string(),
})

export const agencyDocumentSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('agency'),
    attributes: agencyAttributesSchema,
    relationships: z.object({
      phones: z.object({ data: z.array(z.object({ id: z.string(), type: z.literal('agency_phone') })) }),
    }),
  }),
  included: z.array(agencyPhoneResourceSchema),
})
export type AgencyDocument = z.infer<typeof agencyDocumentSchema>
