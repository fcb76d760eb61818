import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { adminSettingsInputSchema } from '../../../src/domain/backoffice-settings'
import { websiteSettingsSchema } from '../../../src/domain/settings'
import { websiteSettings } from '../../db/schema'
import { findSettingsValue } from '../settings'
import { getWebsiteSettings } from '../settings'

const tags = ['backoffice']
const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 422: errorEnvelopeSchema }

/**
 * The website settings as staff edit them. GET /api/settings and the pages prepared on the server read the row on
 * each request, so the public app follows without a rebuild (browsers within the minute /api/settings is cached).
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async () => ({
    data: {
      id: '1',
      type: 'website_settings' as const,
      attributes: await getWebsiteSettings(app.db, app.config.PUBLIC_URL ?? '', app.config.MAP_STYLE_URL),
    },
  })

  app.get(
    '/v1/admin/settings',
    {
      schema: { tags, summary: 'Configurações do site', response: { 200: websiteSettingsSchema, ...errors } },
    },
    read,
  )

  app.put(
    '/v1/admin/settings',
    {
      schema: {
        tags,
        summary: 'Edita as configurações do site (nome, canais de contato, SEO, redes, rastreadores)',
        body: adminSettingsInputSchema,
        response: { 200: websiteSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const before = (await read()).data.attributes
      const stored = (await findSettingsValue(app.db)) ?? {}
      const value = { ...stored, ...request.body }
      await app.db
        .insert(websiteSettings)
        .values({ id: 1, value, updatedAt: new Date() })
        .onConflictDoUpdate({ target: websiteSettings.id, set: { value, updatedAt: new Date() } })
      app.forgetTrackerHosts()
      app.forgetPageSettings()
      const after = await read()
      request.audit({
        action: 'settings.update',
        targetType: 'settings',
        targetId: '1',
        before,
        after: after.data.attributes,
      })
      return after
    },
  )
}
