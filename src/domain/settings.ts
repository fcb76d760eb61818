import { z } from 'zod'

/** GET /api/settings: website settings loaded at start (name, contacts, social links, map style), plus SEO defaults. */
export const websiteSettingsSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('website_settings'),
    attributes: z.object({
      site_name: z.string(),
      contact_email: z.string(),
      contact_phone: z.string(),
      whatsapp: z.string(),
      address: z.string(),
      seo: z.object({
        name: z.string(),
        description: z.string(),
        keywords: z.string(),
        image: z.string(),
        robots: z.string(),
        author: z.string(),
        site_url: z.string(),
      }),
      social: z.object({ instagram: z.string().nullable(), facebook: z.string().nullable() }),
      /** MAP_STYLE_URL of the server: a MapLibre style for the maps; null means the app's bundled local style. */
      map_style_url: z.string().nullable().default(null),
      /** Trackers loaded only after cookie consent; '' when not configured (then nothing loads). */
      analytics: z
        .object({ tag_id: z.string(), pixel_id: z.string(), tag_manager_id: z.string() })
        .default({ tag_id: '', pixel_id: '', tag_manager_id: '' }),
    }),
  }),
})
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>['data']['attributes']
