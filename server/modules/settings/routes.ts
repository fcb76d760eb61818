import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { websiteSettingsSchema } from '../../../src/domain/settings'
import { publicCache } from '../../http/public-read'
import { getWebsiteSettings } from './service'

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    {
      schema: {
        tags: ['público'],
        summary: 'Configurações do site (carregadas na abertura do app)',
        response: { 200: websiteSettingsSchema, 500: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      const attributes = await getWebsiteSettings(
        app.db,
        app.config.PUBLIC_URL ?? '',
        app.config.MAP_STYLE_URL,
      )
      publicCache(reply, 60)
      return { data: { id: '1', type: 'website_settings' as const, attributes } }
    },
  )
}
