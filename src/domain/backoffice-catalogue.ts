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

/** The oldest model year the catalogue takes, and how many years one action may add. */
export const FIRST_CATALOGUE_YEAR = 1950
export const MAX_YEARS_PER_ACTION = 40

const RANGE = /^(\d{4})\s*(?:a|até|ate|-|–|—)\s*(\d{4})$/i
const YEARS_HINT = 'Use um intervalo (2018 a 2024) ou uma lista (2019, 2021, 2023).'

/** "2018 a 2024", "2019, 2021, 2023" or both ("2015, 2018 a 2020") → the years, ascending, each once. */
const yearsText = z
  .string({ error: 'Informe os anos.' })
  .trim()
  .min(1, 'Informe os anos.')
  .max(400, YEARS_HINT)
  .transform((text, ctx) => {
    const last = currentYear() + 1
    const years = new Set<number>()
    for (const part of text.split(/[,;]|\s+e\s+/).map((p) => p.trim())) {
      if (!part) continue
      const range = RANGE.exec(part)
      const [from, to] = range
        ? [Number(range[1]), Number(range[2])]
        : /^\d{4}$/.test(part)
          ? [Number(part), Number(part)]
          : [NaN, NaN]
      if (Number.isNaN(from)) {
        ctx.addIssue({ code: 'custom', message: `Não entendi “${part}”. ${YEARS_HINT}` })
        return z.NEVER
      }
      if (from > to) {
        ctx.addIssue({ code: 'custom', message: `Intervalo invertido: escreva ${to} a ${from}.` })
        return z.NEVER
      }
      const outside = [from, to].find((y) => y < FIRST_CATALOGUE_YEAR || y > last)
      if (outside !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `Ano fora do limite: ${outside} (aceitos de ${FIRST_CATALOGUE_YEAR} a ${last}).`,
        })
        return z.NEVER
      }
      for (let y = from; y <= to && years.size <= MAX_YEARS_PER_ACTION; y++) years.add(y)
      if (years.size > MAX_YEARS_PER_ACTION) {
        ctx.addIssue({
          code: 'custom',
          message: `No máximo ${MAX_YEARS_PER_ACTION} anos de uma vez.`,
        })
        return z.NEVER
      }
    }
    if (years.size === 0) {
      ctx.addIssue({ code: 'custom', message: `Informe os anos. ${YEARS_HINT}` })
      return z.NEVER
    }
    return [...years].sort((a, b) => a - b)
  })

/** POST /v1/admin/models/:id/years/batch, and the form that sends it: several years of one version at once. */
export const yearsBatchInputSchema = z.object({
  years: yearsText,
  version: plainText().trim().max(80, fieldMsg.maxLength(80)).default(''),
  status: oneOf(activeStatuses).default('active'),
})
export type YearsBatchInput = z.input<typeof yearsBatchInputSchema>
export type YearsBatchValues = z.output<typeof yearsBatchInputSchema>

/** What one batch did: the years added, and those the model already had (left as they were). */
export const yearsBatchResultSchema = z.object({
  data: z.object({
    added: z.array(adminYearSchema),
    existing: z.array(z.number().int()),
  }),
})
export type YearsBatchResult = z.infer<typeof yearsBatchResultSchema>['data']
