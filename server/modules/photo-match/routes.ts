import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { listingKindParamsSchema } from '../../../src/domain/backoffice-moderation'
import {
  CLONED_PHOTO_CODE,
  clonedPhotoDetailSchema,
  clonedPhotoFindingSchema,
} from '../../../src/domain/cloned-photo'
import { createStorage } from '../../adapters/storage/from-config'
import { parseId } from '../../http/public-read'
import { openRisks } from '../listings'
import { backfillPhotoHashes } from './backfill'
import { registerClonedPhotoCheck } from './check'

/**
 * Cloned photos: the risk check that holds a listing made of another advertiser's photos, the hashing of pictures
 * stored before it existed (after start, off the boot path), and the pairs staff compare in the back office.
 */
export const photoMatchRoutes: FastifyPluginAsyncZod = async (app) => {
  registerClonedPhotoCheck()
  const storage = createStorage(app.config)
  app.addHook('onReady', async () => {
    app.background.run('photo hash backfill', async () => {
      const hashed = await backfillPhotoHashes(app.db, storage)
      if (hashed > 0) app.log.info({ hashed }, 'photo hashes backfilled')
    })
  })

  app.get(
    '/v1/admin/listings/:kind/:id/cloned-photos',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Fotos de um anúncio iguais às de outro anunciante, ainda não liberadas pela equipe',
        params: listingKindParamsSchema,
        response: {
          200: z.object({ data: z.array(clonedPhotoFindingSchema) }),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const id = parseId(request.params.id)
      if (id === null) return { data: [] }
      const risks = await openRisks(app.db, request.params.kind, [id])
      return {
        data: risks.flatMap((r) => {
          const detail = clonedPhotoDetailSchema.safeParse(r.detail)
          return r.code === CLONED_PHOTO_CODE && detail.success
            ? [{ reason: r.reason, found_at: r.foundAt.toISOString(), detail: detail.data }]
            : []
        }),
      }
    },
  )
}
