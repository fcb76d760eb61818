import { z } from 'zod'
import { userProfiles } from './enums'
import { imageSchema } from './media'

export { advertiserTypeFromSlug, advertiserTypeSlugs } from './paths'

export const phoneSchema = z.object({ number: z.string(), whatsapp: z.boolean() })

export const advertiserAttributesSchema = z.object({
  name: z.string(),
  profile: z.enum(userProfiles),
  presentation: z.string().nullable(),
  avatar: imageSchema.nullable(),
  creci: z.string().nullable(),
  city: z.string().nullable(),
  phones: z.array(phoneSchema),
  member_since: z.string(),
  total_listings: z.number().int(),
  total_properties: z.number().int(),
  total_vehicles: z.number().int(),
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
  phones: z.array(phoneSchema),
  /** A broker's or agency's CRECI registration, shown so a buyer can check it. */
  creci: z.string().nullable(),
  /** An agency's CNPJ. */
  cnpj: z.string().nullable(),
})
export type AdvertiserSummary = z.infer<typeof advertiserSummarySchema>
