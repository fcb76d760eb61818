import { z } from 'zod'
import { ruralDetailsSchema } from './rural'
import { addressPrivacySchema, DEFAULT_ADDRESS_PRIVACY } from './address-privacy'
import { priceBandField } from './price-band'
import { advertiserSummarySchema } from './advertiser'
import { onSiteDetailFields } from './on-site-photos'
import { trustDetailFields, trustSummaryFields } from './trust'
import {
  categoryGroups,
  listingTypes,
  propertyCategories,
  propertyFeatures,
  propertySorts,
  propertyStatuses,
  rentalPeriods,
} from './enums'
import {
  listingCoverSchema,
  listingPriceSchema,
  listingSchemas,
  priceDropFields,
  priceDropPercentSchema,
} from './listing'
import { imageSchema } from './media'
import { propertySearchFields } from './property-search'
import { bboxParamSchema, booleanParamSchema, nearParamSchema } from './search'
import { searchSchema } from './search-schema'

export { propertySorts }
export type PropertySort = (typeof propertySorts)[number]

/** Search params of /imoveis and GET /api/properties: the same schema validates the URL and the API query. */
export const propertySearchSchema = searchSchema(propertySearchFields)
export type PropertySearch = z.infer<typeof propertySearchSchema>

/**
 * GET /api/properties: the page's search plus filters the URL of /imoveis does not carry (yet): the map's
 * bounding box, highlighted only (home "Imóveis em destaque"), and `near` (ordered by distance unless a sort is
 * given). With `q` and no sort the order is relevance.
 */
export const propertyApiSearchSchema = propertySearchSchema.extend({
  bbox: bboxParamSchema,
  near: nearParamSchema,
  highlighted: booleanParamSchema,
})
export type PropertyApiSearch = z.infer<typeof propertyApiSearchSchema>

/** GET /api/properties/map: the same filters, no paging; at most PROPERTY_MAP_LIMIT points. */
export const propertyMapQuerySchema = propertyApiSearchSchema.omit({
  page: true,
  per_page: true,
  sort: true,
  near: true,
})
export type PropertyMapQuery = z.infer<typeof propertyMapQuerySchema>
export const PROPERTY_MAP_LIMIT = 5000

/** A compact map point for client-side clustering; `approximate` when the advertiser hides the exact address. */
export const propertyMapPointSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  price: z.number().int().nullable(),
  category: z.enum(propertyCategories),
  approximate: z.boolean(),
})
export type PropertyMapPoint = z.infer<typeof propertyMapPointSchema>
export const propertyMapSchema = z.object({
  data: z.array(propertyMapPointSchema),
  meta: z.object({ total: z.number().int(), truncated: z.boolean() }),
})
export type PropertyMap = z.infer<typeof propertyMapSchema>

export const propertyAddressSchema = z.object({
  /** Null when the advertiser's privacy level hides it (publicAddressParts in address-privacy.ts). */
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city_id: z.number().int(),
  city: z.string(),
  city_slug: z.string(),
  state: z.string(),
  zip_code: z.string().nullable(),
  reference: z.string().nullable(),
  /** The point blurred to the privacy level by the database: exact only when the level is 'exact'. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Absent in answers cached before the levels: read as the neighbourhood, the cautious side. */
  privacy: addressPrivacySchema.default(DEFAULT_ADDRESS_PRIVACY),
})

export const propertySummaryAttributesSchema = z.object({
  name: z.string(),
  category: z.enum(propertyCategories),
  listing_type: z.enum(listingTypes),
  price: listingPriceSchema,
  rental_period: z.enum(rentalPeriods).nullable(),
  /** For sale and rent ('both'): the rent, while `price` is the sale price. Absent in answers cached before it. */
  rent_price: z.number().int().nullable().default(null),
  bedroom: z.number().int().nullable(),
  bathroom: z.number().int().nullable(),
  parking_space: z.number().int().nullable(),
  square_meters: z.number().nullable(),
  city: z.string(),
  city_slug: z.string(),
  neighborhood: z.string().nullable(),
  cover: listingCoverSchema,
  highlighted: z.boolean(),
  created_at: z.string(),
  price_drop_percent: priceDropPercentSchema,
  ...trustSummaryFields,
  /** A rural property's hectares (the card's price a hectare); absent in answers cached before it. */
  area_ha: z.number().nullable().default(null),
})
export type PropertySummaryAttributes = z.infer<typeof propertySummaryAttributesSchema>

export const propertyAttributesSchema = propertySummaryAttributesSchema.extend({
  description: z.string(),
  category_group: z.enum(categoryGroups),
  status: z.enum(propertyStatuses),
  /** Monthly, whole reais, when informed. */
  condo_fee: z.number().int().nullable().default(null),
  iptu_monthly: z.number().int().nullable().default(null),
  suite: z.number().int().nullable(),
  floor: z.number().int().nullable(),
  commercial_room: z.number().int().nullable(),
  built_area_meters: z.number().nullable(),
  year_built: z.number().int().nullable(),
  allows_pets: z.boolean(),
  features: z.array(z.enum(propertyFeatures)),
  youtube_url: z.string().nullable(),
  images: z.array(imageSchema),
  address: propertyAddressSchema,
  advertiser: advertiserSummarySchema,
  views: z.object({
    total: z.number().int(),
    today: z.number().int(),
    week: z.number().int(),
    last_15_days: z.number().int(),
  }),
  updated_at: z.string(),
  ...priceDropFields,
  ...priceBandField,
  ...trustDetailFields,
  ...onSiteDetailFields,
  /** Farm, ranch and site (src/domain/rural.ts); null otherwise or in answers cached before it. */
  rural: ruralDetailsSchema.nullable().default(null),
})
export type PropertyAttributes = z.infer<typeof propertyAttributesSchema>

const property = listingSchemas('property', propertySummaryAttributesSchema, propertyAttributesSchema)
export const propertySchema = property.detail
export type Property = z.infer<typeof propertySchema>
export const propertySummarySchema = property.summary
export type PropertySummary = z.infer<typeof propertySummarySchema>
/** A page of GET /api/properties. */
export const propertyPageSchema = property.page
export type PropertyPage = z.infer<typeof propertyPageSchema>

/**
 * POST /api/properties/:id/views. `visitor`, an id the client keeps, is accepted and ignored: the server counts the
 * device by the id it issued itself (a signed cookie), else by the address of the day.
 */
export const propertyViewInputSchema = z.object({
  visitor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional()
    .catch(undefined),
})
export const propertyViewsSchema = z.object({
  id: z.string(),
  type: z.literal('property_views'),
  attributes: propertyAttributesSchema.shape.views.extend({
    /** False when this visitor was already counted today. */
    counted: z.boolean(),
  }),
})

export { propertyPath } from './paths'
