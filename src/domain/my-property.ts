import { z } from 'zod'
import { ruralDetailsSchema } from './rural'
import { addressPrivacySchema } from './address-privacy'
import { pageParamsSchema, paginationMetaSchema } from './api'
import { listingTypes, propertyCategories, propertyFeatures, propertyStatuses, rentalPeriods } from './enums'
import { staffHoldSchema } from './listing-lifecycle'
import { imageSchema } from './media'

// The advertiser's own listings (GET /v1/properties, GET /v1/properties/:id): any status, with what the
// listing editor needs to fill its form again. Inputs are in ./listing.ts.

export const myPropertySummarySchema = z.object({
  id: z.string(),
  type: z.literal('property'),
  attributes: z.object({
    name: z.string(),
    status: z.enum(propertyStatuses),
    category: z.enum(propertyCategories),
    listing_type: z.enum(listingTypes),
    /** Whole reais; null with price_on_request ('Sob consulta'). */
    price: z.number().int().nullable(),
    price_on_request: z.boolean(),
    rental_period: z.enum(rentalPeriods).nullable(),
    city: z.string(),
    city_slug: z.string(),
    neighborhood: z.string().nullable(),
    cover: imageSchema.nullable(),
    photos_count: z.number().int(),
    highlighted: z.boolean(),
    /** When the highlight ends (the plan's highlight_days after it was made); null without one or without end. */
    highlighted_until: z.string().nullable().default(null),
    /** Page views (all time) and leads (messages, WhatsApp and phone clicks) of the listing. */
    views: z.number().int().default(0),
    leads: z.number().int().default(0),
    /** When it was archived (GET /v1/properties/archived only). */
    archived_at: z.string().nullable().default(null),
    /** A staff hold (paused or archived by staff, with the reason), lifted by staff only. */
    hold: staffHoldSchema.nullable().default(null),
    created_at: z.string(),
    updated_at: z.string(),
  }),
})
export type MyPropertySummary = z.infer<typeof myPropertySummarySchema>
/** The answer of a status action, archive, unarchive or highlight: the listing as the list shows it. */
export const myPropertySummaryDocumentSchema = z.object({ data: myPropertySummarySchema })

/** What the plan allows (the subscription's plan, or the free defaults) and how much is in use. */
export const listingLimitsSchema = z.object({
  /** Active (published) listings at once: the plan's properties_limit. */
  properties: z.number().int(),
  /** Photos per listing: the plan's property_gallery_limit. */
  gallery: z.number().int(),
  active: z.number().int(),
  /** A current subscription (active or trial): without one, listings can be saved but not published. */
  subscribed: z.boolean(),
  /** A broker's CRECI or an agency's CNPJ still missing: the figures are an owner's until it is given. */
  missing_document: z.enum(['creci', 'cnpj']).nullable().optional(),
})
export type ListingLimits = z.infer<typeof listingLimitsSchema>

/** A property's limits: the listing limits, and the highlights (limit, in use, how long one lasts) and video. */
export const propertyLimitsSchema = listingLimitsSchema.extend({
  /** properties_highlighted_limit. */
  highlighted: z.number().int(),
  /** Highlights in use now (published, not expired). */
  highlights_active: z.number().int(),
  highlight_days: z.number().int(),
  video: z.boolean(),
})
export type PropertyLimits = z.infer<typeof propertyLimitsSchema>

export const myPropertiesPageSchema = z.object({
  data: z.array(myPropertySummarySchema),
  meta: paginationMetaSchema.extend({ limits: propertyLimitsSchema }),
})

/** GET /v1/properties: a page, optionally a search in the title and address and one status. */
export const myPropertiesQuerySchema = pageParamsSchema.extend({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(propertyStatuses).optional().catch(undefined),
})
export type MyPropertiesQuery = z.infer<typeof myPropertiesQuerySchema>
export type MyPropertiesPage = z.infer<typeof myPropertiesPageSchema>

export const myPropertyAttributesSchema = myPropertySummarySchema.shape.attributes.extend({
  description: z.string(),
  rental_days: z.number().int().nullable(),
  rent_price: z.number().int().nullable().default(null),
  condo_fee: z.number().int().nullable().default(null),
  iptu_monthly: z.number().int().nullable().default(null),
  bedroom: z.number().int().nullable(),
  suite: z.number().int().nullable(),
  bathroom: z.number().int().nullable(),
  parking_space: z.number().int().nullable(),
  floor: z.number().int().nullable().default(null),
  commercial_room: z.number().int().nullable().default(null),
  square_meters: z.number().nullable(),
  built_area_meters: z.number().nullable(),
  year_built: z.number().int().nullable().default(null),
  allows_pets: z.boolean().default(false),
  features: z.array(z.enum(propertyFeatures)),
  youtube_url: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    number: z.string().nullable(),
    complement: z.string().nullable(),
    neighborhood: z.string().nullable(),
    city_id: z.number().int(),
    zip_code: z.string().nullable(),
    reference: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    /** The advertiser's choice; the owner reads the whole address whatever it is. */
    privacy: addressPrivacySchema,
  }),
  /** In gallery order. */
  images: z.array(imageSchema),
  cover_index: z.number().int(),
  /** Farm, ranch and site (src/domain/rural.ts); null otherwise. */
  rural: ruralDetailsSchema.nullable().default(null),
})

export const myPropertySchema = z.object({
  id: z.string(),
  type: z.literal('property'),
  attributes: myPropertyAttributesSchema,
})
export type MyProperty = z.infer<typeof myPropertySchema>
export const myPropertyDocumentSchema = z.object({ data: myPropertySchema })
