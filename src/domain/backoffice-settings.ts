import { z } from 'zod'
import { emailSchema, fieldMsg, plainText, requiredText } from './validation'

// The website settings staff edit: what GET /api/settings serves (the map style stays the server's configuration).

const text = (max: number) => plainText().trim().max(max, fieldMsg.maxLength(max)).default('')
const optional = (max: number) =>
  plainText()
    .trim()
    .max(max, fieldMsg.maxLength(max))
    .nullish()
    .transform((v) => (v ? v : null))

export const adminSettingsInputSchema = z.object({
  site_name: requiredText(80),
  contact_email: emailSchema,
  contact_phone: text(40),
  whatsapp: text(40),
  address: text(200),
  seo: z.object({
    name: requiredText(80),
    description: requiredText(300),
    keywords: text(300),
    image: text(300),
    robots: z.enum(['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'], {
      error: 'Deve ser um dos seguintes: index, follow; noindex, follow; index, nofollow; noindex, nofollow',
    }),
    author: text(80),
    site_url: text(200),
  }),
  social: z.object({ instagram: optional(200), facebook: optional(200) }),
  analytics: z.object({ tag_id: text(60), pixel_id: text(60), tag_manager_id: text(60) }),
})
export type AdminSettingsInput = z.input<typeof adminSettingsInputSchema>
export type AdminSettingsValues = z.output<typeof adminSettingsInputSchema>
