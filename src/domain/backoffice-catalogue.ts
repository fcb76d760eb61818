import { z } from 'zod'
import { pageSchema, resourceSchema } from './api'
import { adminListQuerySchema } from './backoffice'
import { activeStatuses, vehicleTypes } from './enums'
import { imageSchema } from './media'
import { fieldMsg, oneOf, plainText, requiredText } from './validation'

// The back office's vehicle catalogue: brands (with an image), their models, and each model's years and versions.

export const BRAND_IMAGE_MAX_BYTES = 2 * 1024 * 1024

export const brandListQuerySchema = adminListQuerySchema.extend({
  vehicle_type: z.enum(vehicleTypes).optional().catch(undefined),
  status: z.enum(activeStatuses).optional().catch(undefined),
})
export type BrandListQuery = z.infer<typeof brandListQuerySchema>

/** A data: URL of a JPEG, PNG or WebP picture (checked by content on the server). */
const imageDataUrl = z
  .string()
  .max(Math.ceil((BRAND_IMAGE_MAX_BYTES * 4) / 3) + 64, 'Arquivo muito grande (máximo 2 MB)')
  .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/, 'Formato de arquivo inválido')

export const brandInputSchema = z.object({
  name: requiredText(80),
  code: requiredText(40).regex(/^[a-z0-9-]+$/, 'Use letras minúsculas, números e hífen'),
  vehicle_type: oneOf(vehicleTypes),
  status: oneOf(activeStatuses).default('active'),
  /** A new picture; left out keeps the current one. */
  image_data_url: imageDataUrl.optional(),
})
export type BrandInput = z.input<typeof brandInputSchema>

export const adminBrandSchema = resourceSchema(
  'vehicle_brand',
  z.object({
    name: z.string(),
    code: z.string(),
    vehicle_type: z.enum(vehicleTypes),
    status: z.enum(activeStatuses),
    image: imageSchema.nullable(),
    models_count: z.number().int(),
    created_at: z.string(),
  }),
)
export type AdminBrand = z.infer<typeof adminBrandSchema>
export const adminBrandPageSchema = pageSchema(adminBrandSchema)

export const modelInputSchema = z.object({
  name: requiredText(80),
  status: oneOf(activeStatuses).default('active'),
})
export type ModelInput = z.input<typeof modelInputSchema>

export const adminYearSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  version: z.string(),
  status: z.enum(activeStatuses),
})
export const adminModelSchema = resourceSchema(
  'vehicle_model',
  z.object({
    brand_id: z.string(),
    name: z.string(),
    status: z.enum(activeStatuses),
    years: z.array(adminYearSchema),
    created_at: z.string(),
  }),
)
export type AdminModel = z.infer<typeof adminModelSchema>
export const adminModelListSchema = z.object({ data: z.array(adminModelSchema) })

const currentYear = () => new Date().getFullYear()
export const yearInputSchema = z.object({
  year: z.coerce
    .number({ error: 'Campo obrigatório' })
    .int('Ano inválido')
    .min(1900, 'Ano inválido')
    .refine((y) => y <= currentYear() + 1, 'Ano inválido'),
  version: plainText().trim().max(80, fieldMsg.maxLength(80)).default(''),
  status: oneOf(activeStatuses).default('active'),
})
export type YearInput = z.input<typeof yearInputSchema>
