import { z } from 'zod'
import { userProfiles } from './enums'
import { imageSchema } from './media'

export { advertiserTypeFromSlug, advertiserTypeSlugs } from './paths'

export const phoneSchema = z.object({ number: z.string(), whatsapp: z.boolean() })

/**
 * How the advertiser can be reached by phone, without the numbers: those are never in public pages or API
 * answers, only in the answer to a recorded reveal (a phone or WhatsApp lead, see POST /api/leads).
 */
export const phoneChannelsSchema = z.object({ call: z.boolean(), whatsapp: z.boolean() })
export type PhoneChannels = z.infer<typeof phoneChannelsSchema>

export const advertiserAttributesSchema = z.object({
  name: z.string(),
  profile: z.enum(userProfiles),
  presentation: z.string().nullable(),
  avatar: imageSchema.nullable(),
  creci: z.string().nullable(),
  city: z.string().nullable(),
  phone_channels: phoneChannelsSchema,
  member_since: z.string(),
  total_listings: z.number().int(),
  total_properties: z.number().int(),
  total_vehicles: z.number().int(),
  /** Staff checked the advertiser's documents ("Anunciante verificado"). Absent in answers cached before it. */
  verified: z.boolean().default(false),
})
export type AdvertiserAttributes = z.infer<typeof advertiserAttributesSchema>
export const advertiserSchema = z.object({
  id: z.string(),
  type: z.literal('advertiser'),
  attributes: advertiserAttributesSchema,
})
export type Advertiser = z.infer<typeof advertiserSchema>

/** The compact advertiser box shown on listing pages. */
export const advertiserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  profile: z.enum(userProfiles),
  avatar: imageSchema.nullable(),
  phone_channels: phoneChannelsSchema,
  /** A broker's or agency's CRECI registration, shown so a buyer can check it. */
  creci: z.string().nullable(),
  /** An agency's CNPJ. */
  cnpj: z.string().nullable(),
})
export type AdvertiserSummary = z.infer<typeof advertiserSummarySchema>
