import { z } from 'zod'
import { priceBandField } from './price-band'
import { advertiserSummarySchema } from './advertiser'
import { trustDetailFields, trustSummaryFields } from './trust'
import {
  bodyworks,
  financingStatuses,
  fuelTypes,
  steeringWheels,
  transmissions,
  vehicleConditions,
  vehicleSorts,
  vehicleStatuses,
  vehicleTypes,
} from './enums'
import {
  listingCoverSchema,
  listingPriceSchema,
  listingSchemas,
  priceDropFields,
  priceDropPercentSchema,
} from './listing'
import { imageSchema } from './media'
import { searchSchema } from './search-schema'
import { vehicleSearchFields } from './vehicle-search'

export { vehicleSorts }

export const vehicleSearchSchema = searchSchema(vehicleSearchFields)
export type VehicleSearch = z.infer<typeof vehicleSearchSchema>

export const vehicleSummaryAttributesSchema = z.object({
  name: z.string(),
  vehicle_type: z.enum(vehicleTypes),
  brand: z.string(),
  model: z.string(),
  version: z.string(),
  year: z.number().int(),
  price: listingPriceSchema,
  mileage: z.number().int(),
  condition: z.enum(vehicleConditions),
  fuel_type: z.enum(fuelTypes),
  transmission: z.enum(transmissions),
  city: z.string(),
  city_slug: z.string(),
  state: z.string(),
  cover: listingCoverSchema,
  created_at: z.string(),
  price_drop_percent: priceDropPercentSchema,
  ...trustSummaryFields,
})
export type VehicleSummaryAttributes = z.infer<typeof vehicleSummaryAttributesSchema>

export const optionalItemSchema = z.object({ id: z.number().int(), name: z.string() })
export const optionalItemGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(optionalItemSchema),
})
export type OptionalItemGroup = z.infer<typeof optionalItemGroupSchema>

export { selectOptionalItems } from './optional-items'

export const vehicleAttributesSchema = vehicleSummaryAttributesSchema.extend({
  code: z.string(),
  description: z.string(),
  status: z.enum(vehicleStatuses),
  color: z.string().nullable(),
  plate_last_digit: z.string().nullable(),
  steering_wheel: z.enum(steeringWheels).nullable(),
  bodywork: z.enum(bodyworks).nullable(),
  doors: z.number().int().nullable(),
  one_owner: z.boolean(),
  accepts_exchange: z.boolean(),
  show_contact: z.boolean(),
  financing_status: z.array(z.enum(financingStatuses)),
  optional_item_ids: z.array(z.number().int()),
  images: z.array(imageSchema),
  /** Phones are empty when show_contact is false. */
  advertiser: advertiserSummarySchema,
  updated_at: z.string(),
  ...priceDropFields,
  ...priceBandField,
  ...trustDetailFields,
})
export type VehicleAttributes = z.infer<typeof vehicleAttributesSchema>
const vehicle = listingSchemas('vehicle', vehicleSummaryAttributesSchema, vehicleAttributesSchema)
export const vehicleSchema = vehicle.detail
export type Vehicle = z.infer<typeof vehicleSchema>
export const vehicleSummarySchema = vehicle.summary
export type VehicleSummary = z.infer<typeof vehicleSummarySchema>
/** A page of GET /api/vehicles. */
export const vehiclePageSchema = vehicle.page
export type VehiclePage = z.infer<typeof vehiclePageSchema>

export const vehicleSettingsSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('vehicle_settings'),
    attributes: z.object({ optional_items: z.array(optionalItemGroupSchema) }),
  }),
})
export type VehicleSettings = z.infer<typeof vehicleSettingsSchema>

export { vehiclePath } from './paths'

/** GET /api/vehicles/brands?vehicle_type=: active brands for the list filters. */
export const vehicleBrandsQuerySchema = z.object({
  vehicle_type: z.enum(vehicleTypes).optional().catch(undefined),
})
export const vehicleBrandSchema = z.object({
  id: z.string(),
  type: z.literal('vehicle_brand'),
  attributes: z.object({
    name: z.string(),
    code: z.string(),
    vehicle_type: z.enum(vehicleTypes),
    image: imageSchema.nullable(),
  }),
})
export type VehicleBrand = z.infer<typeof vehicleBrandSchema>

export const vehicleYearSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  version: z.string(),
})
/** GET /api/vehicles/brands/:id/models: active models of a brand with their active years and versions. */
export const vehicleModelSchema = z.object({
  id: z.string(),
  type: z.literal('vehicle_model'),
  attributes: z.object({ name: z.string(), brand_id: z.number().int(), years: z.array(vehicleYearSchema) }),
})
export type VehicleModel = z.infer<typeof vehicleModelSchema>

/** POST /api/vehicles/:id/views: as for properties, `visitor` is accepted and ignored. */
export const vehicleViewInputSchema = z.object({
  visitor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional()
    .catch(undefined),
})
export const vehicleViewsSchema = z.object({
  id: z.string(),
  type: z.literal('vehicle_views'),
  /** counted: false when this visitor was already counted today. */
  attributes: z.object({ counted: z.boolean(), total: z.number().int() }),
})
