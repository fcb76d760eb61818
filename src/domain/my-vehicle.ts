import { z } from 'zod'
import { riskSchema } from './backoffice-moderation'
import { staffHoldSchema } from './listing-lifecycle'
import { paginationMetaSchema } from './api'
import {
  bodyworks,
  financingStatuses,
  fuelTypes,
  steeringWheels,
  transmissions,
  vehicleConditions,
  vehicleStatuses,
  vehicleTypes,
} from './enums'
import { imageSchema } from './media'
import { listingLimitsSchema } from './my-property'

// The advertiser's own vehicles (GET /v1/vehicles, GET /v1/vehicles/:id) and the back office's review queue
// (GET /v1/admin/vehicles/pending): any status, with what the dashboard's form needs to fill itself again.
// Inputs are in ./vehicle-input.ts.

export const myVehicleSummaryAttributesSchema = z.object({
  name: z.string(),
  status: z.enum(vehicleStatuses),
  vehicle_type: z.enum(vehicleTypes),
  brand: z.string(),
  model: z.string(),
  version: z.string(),
  year: z.number().int(),
  /** Whole reais. */
  price: z.number().int().nullable(),
  mileage: z.number().int(),
  city: z.string(),
  city_slug: z.string(),
  cover: imageSchema.nullable(),
  photos_count: z.number().int(),
  /** Page views (one per visitor per day) and contacts received. */
  views: z.number().int(),
  leads: z.number().int(),
  /** Why staff refused it; null unless the status is inactive after a review. */
  rejection_reason: z.string().nullable(),
  /** A staff hold (paused or archived by staff, with the reason), lifted by staff only. */
  hold: staffHoldSchema.nullable().default(null),
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
})

export const myVehicleSummarySchema = z.object({
  id: z.string(),
  type: z.literal('vehicle'),
  attributes: myVehicleSummaryAttributesSchema,
})
export type MyVehicleSummary = z.infer<typeof myVehicleSummarySchema>

export const myVehiclesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  per_page: z.coerce.number().int().min(1).max(60).catch(24).default(24),
  /** true: the archived ones only (/dashboard/vehicles/archived). */
  archived: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((v) => v === 'true'),
})

export const myVehiclesPageSchema = z.object({
  data: z.array(myVehicleSummarySchema),
  meta: paginationMetaSchema.extend({ limits: listingLimitsSchema.extend({ video: z.boolean() }) }),
})
export type MyVehiclesPage = z.infer<typeof myVehiclesPageSchema>

export const myVehicleAttributesSchema = myVehicleSummaryAttributesSchema.extend({
  brand_id: z.number().int(),
  model_id: z.number().int(),
  description: z.string(),
  color: z.string().nullable(),
  fuel_type: z.enum(fuelTypes),
  condition: z.enum(vehicleConditions),
  plate: z.string().nullable(),
  plate_last_digit: z.string().nullable(),
  transmission: z.enum(transmissions),
  steering_wheel: z.enum(steeringWheels).nullable(),
  bodywork: z.enum(bodyworks).nullable(),
  doors: z.number().int().nullable(),
  one_owner: z.boolean(),
  accepts_exchange: z.boolean(),
  show_contact: z.boolean(),
  financing_status: z.array(z.enum(financingStatuses)),
  optional_item_ids: z.array(z.number().int()),
  city_id: z.number().int(),
  zip_code: z.string().nullable(),
  youtube_url: z.string().nullable(),
  code: z.string(),
  /** In gallery order. */
  images: z.array(imageSchema),
  cover_index: z.number().int(),
  reviewed_at: z.string().nullable(),
})

export const myVehicleSchema = z.object({
  id: z.string(),
  type: z.literal('vehicle'),
  attributes: myVehicleAttributesSchema,
})
export type MyVehicle = z.infer<typeof myVehicleSchema>
export const myVehicleDocumentSchema = z.object({ data: myVehicleSchema })

/** GET /v1/admin/vehicles/pending: listings awaiting review, oldest first, with their advertiser. */
export const reviewVehicleSchema = z.object({
  id: z.string(),
  type: z.literal('vehicle'),
  attributes: myVehicleAttributesSchema.extend({
    advertiser: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
    /** The review queue comes riskiest first (then oldest), as staff's other queue does. */
    risk: riskSchema,
  }),
})
export type ReviewVehicle = z.infer<typeof reviewVehicleSchema>
export const reviewVehiclesPageSchema = z.object({
  data: z.array(reviewVehicleSchema),
  meta: paginationMetaSchema,
})
