import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { imageWidths } from '../../../src/domain/media'
import { createStorage } from '../../adapters/storage/from-config'
import { apiError } from '../../http/errors'
import { IMMUTABLE } from '../../http/public-read'
import { acceptsAvif, ensureAvif } from './avif'
import { backfillColours } from './colour-backfill'

/** Only names saveImage writes: no dots, slashes or other widths, so no path can leave the hash folder. */
const fileName = new RegExp(`^(original\\.(jpg|png|webp)|(${imageWidths.join('|')})\\.webp)$`)
const paramsSchema = z.object({
  hash: z
    .string()
    .regex(/^[0-9a-f]{16,64}$/)
    .describe('Hash do conteúdo (hex)'),
  file: z.string().regex(fileName).describe('original.(jpg|png|webp) ou <largura>.webp'),
})

const NOT_FOUND = 'Imagem não encontrada'

/** GET /media/:hash/:file — content-addressed images, cached forever by browsers and the service worker. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config)
  app.addHook('onReady', async () => {
    app.background.run('photo colour backfill', async () => {
      const coloured = await backfillColours(app.db, storage)
      if (coloured > 0) app.log.info({ coloured }, 'photo colours backfilled')
    })
  })

  app.get(
    '/media/:hash/:file',
    {
      // A malformed name is an unknown file (404), not a client form error (422).
      attachValidation: true,
      schema: {
        tags: ['público'],
        summary: 'Imagem (original ou variante WebP; AVIF a quem aceita image/avif)',
        params: paramsSchema,
        // No response schema: the body is a byte stream; errors use the common { errors } envelope.
      },
    },
    async (request, reply) => {
      if (request.validationError) throw apiError(404, NOT_FOUND)
      const { hash, file } = request.params
      // A variant's URL names WebP; a browser that accepts AVIF gets the same picture as AVIF (smaller), the
      // others WebP. Caches keep one copy per Accept (Vary), and each format has its own ETag.
      const variant = file.endsWith('.webp')
      if (variant) reply.header('vary', 'Accept')
      const avif = variant && acceptsAvif(request.headers.accept)
      const key = avif ? `${hash}/${file.replace(/\.webp$/, '.avif')}` : `${hash}/${file}`
      const etag = avif ? `"${hash}-${file}-avif"` : `"${hash}-${file}"`
      const fresh = request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)
      if (fresh && (await storage.exists(key)))
        return reply.status(304).header('cache-control', IMMUTABLE).header('etag', etag).send()
      if (avif && !(await ensureAvif(storage, `${hash}/${file}`))) throw apiError(404, NOT_FOUND)

      const object = await storage.get(key)
      if (!object) throw apiError(404, NOT_FOUND)
      return reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('content-length', object.size)
        .type(object.contentType)
        .send(object.body)
    },
  )
}
