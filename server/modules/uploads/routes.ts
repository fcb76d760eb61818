import type { IncomingMessage } from 'node:http'
import path from 'node:path'
import { Server } from '@tus/server'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants'
import { imageSchema } from '../../../src/domain/media'
import { createStorage } from '../../adapters/storage/from-config'
import { apiError, ApiHttpError } from '../../http/errors'
import { currentUserId } from '../auth'
import { isDocumentUpload } from './documents'
import { finishUpload, imageOfMedia, tusError } from './service'
import { quotaProblem, uploadQuotaBytes } from './quota'
import { META, UploadStore } from './store'
import { sweepUnusedUploads } from './sweep'
import { translateTusErrors } from './tus-errors'

// Resumable photo uploads with the tus protocol (https://tus.io/protocols/resumable-upload): POST creates,
// HEAD tells the offset, PATCH appends from it, so a connection dropped at 80 % resumes at 80 %. Finished
// uploads become media rows; GET /v1/uploads/:id/media hands the image to the client. Every /v1 route is
// behind the user token (auth plugin); an upload is visible to its uploader only.
export const UPLOADS_PATH = '/v1/uploads'
/** Unfinished uploads are kept this long (the tus expiration extension), then swept. */
export const UPLOAD_EXPIRATION_MS = 24 * 60 * 60 * 1000
/** Unfinished uploads one user may keep at once: enough for a gallery sent a few at a time, not a disk filler. */
export const MAX_OPEN_UPLOADS = 20
export const TOO_MANY_UPLOADS =
  'Você tem muitos envios em andamento. Aguarde os atuais terminarem ou remova alguns e tente novamente.'
const SWEEP_EVERY_MS = 60 * 60 * 1000
const ID_PATTERN = /^[0-9a-f]{32}$/
const OUR_KEYS = new Set<string>(Object.values(META))

/**
 * Who may upload. The global /v1 guard has already checked the user token; this is the place for further
 * rules (e.g. an advertiser profile or an active plan) without touching the tus wiring.
 */
export async function requireUploader(request: FastifyRequest): Promise<number> {
  return currentUserId(request)
}

/** The upload id of /v1/uploads/<id> (path only, query ignored); undefined for anything else. */
export function uploadIdOfUrl(url: string): string | undefined {
  const { pathname } = new URL(url, 'http://upload.invalid')
  const match = new RegExp(`^${UPLOADS_PATH}/([0-9a-f]{32})$`).exec(pathname)
  return match?.[1]
}

const nodeReqOf = (req: Request): IncomingMessage | undefined =>
  (req as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new UploadStore(path.join(app.config.dataDir, 'uploads'), UPLOAD_EXPIRATION_MS)
  const deps = {
    db: app.db,
    storage: createStorage(app.config),
    store,
    quotaBytes: uploadQuotaBytes(app.config),
  }
  const uploaders = new WeakMap<IncomingMessage, number>()

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // Same origin only (the app and the API share one origin): no Access-Control-Allow-Origin.
    allowedOrigins: [],
    // The id is the path's last segment, never read from the query string: the route checked that id's owner,
    // and tus must act on the same upload (by default it takes the last '/' segment of the whole URL).
    getFileIdFromRequest: (req) => uploadIdOfUrl(req.url),
    async onUploadCreate(req, upload) {
      if (upload.sizeIsDeferred) throw tusError(400, 'length_required', 'Informe o tamanho do arquivo.')
      const userId = uploaders.get(nodeReqOf(req) as IncomingMessage)
      if (!userId) throw tusError(401, 'unauthorized', 'Entre na sua conta para continuar.')
      if ((await store.openUploadsOf(userId)) >= MAX_OPEN_UPLOADS)
        throw tusError(422, 'too_many_uploads', TOO_MANY_UPLOADS)
      // Refused before a byte is sent when the photo cannot fit (checked again when it is finished).
      const overQuota = await quotaProblem(app.db, userId, upload.size ?? 0, deps.quotaBytes)
      if (overQuota) throw tusError(422, overQuota.code, overQuota.detail)
      // The client's own keys (e.g. filename) are kept; ours cannot be set by it.
      const own = Object.fromEntries(Object.entries(upload.metadata ?? {}).filter(([k]) => !OUR_KEYS.has(k)))
      return { metadata: { ...own, [META.userId]: String(userId), [META.received]: '0' } }
    },
    async onUploadFinish(_req, upload) {
      // A private document never becomes a public picture: its module takes the bytes (documents.ts).
      if (isDocumentUpload(upload.metadata)) return {}
      try {
        return { headers: { 'Media-Id': String(await finishUpload(deps, upload.id)) } }
      } catch (err) {
        if (err instanceof ApiHttpError)
          throw { status_code: err.statusCode, body: JSON.stringify({ errors: err.errors }) }
        throw err
      }
    },
  })

  /** The upload when it exists and belongs to the caller; else 404 (never tell others' uploads apart). */
  const ownUpload = async (id: string, userId: number) => {
    const upload = ID_PATTERN.test(id) ? await store.find(id) : null
    if (!upload || upload.metadata?.[META.userId] !== String(userId)) {
      throw apiError(404, 'Envio não encontrado.', { code: 'not_found' })
    }
    return upload
  }

  // One creation at a time per user, so that uploads created all at once are counted against the cap one by one.
  const creating = new Map<number, Promise<unknown>>()

  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = await requireUploader(request)
    const id = (request.params as { id?: string }).id
    if (id !== undefined) await ownUpload(id, userId)
    uploaders.set(request.raw, userId)
    reply.hijack()
    translateTusErrors(reply.raw)
    if (request.method !== 'POST') return tus.handle(request.raw, reply.raw)
    const previous = creating.get(userId) ?? Promise.resolve()
    const mine = previous.then(() => tus.handle(request.raw, reply.raw))
    const settled = mine.catch(() => undefined)
    creating.set(userId, settled)
    void settled.then(() => {
      if (creating.get(userId) === settled) creating.delete(userId)
    })
    return mine
  }

  // tus reads the body itself, from the raw stream.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null))
  const tusRoute = { schema: { hide: true }, config: { idempotency: false as const } }
  app.route({ method: ['POST'], url: UPLOADS_PATH, ...tusRoute, handler: handOver })
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${UPLOADS_PATH}/:id`,
    ...tusRoute,
    handler: handOver,
  })
  // Discovery (Tus-Version, Tus-Max-Size, extensions) needs no account.
  app.route({
    method: 'OPTIONS',
    url: UPLOADS_PATH,
    schema: { hide: true },
    config: { auth: 'public' },
    handler: async (request, reply) => {
      reply.hijack()
      translateTusErrors(reply.raw)
      await tus.handle(request.raw, reply.raw)
    },
  })

  app.get(
    `${UPLOADS_PATH}/:id/media`,
    {
      schema: {
        tags: ['uploads'],
        summary: 'A imagem criada por um envio concluído',
        params: z.object({ id: z.string() }),
        response: {
          200: z.object({
            data: z.object({ id: z.string(), type: z.literal('media'), attributes: imageSchema }),
            meta: z.object({
              upload: z.object({ id: z.string(), size: z.number().int(), bytes_received: z.number().int() }),
            }),
          }),
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const upload = await ownUpload(request.params.id, await requireUploader(request))
      if (isDocumentUpload(upload.metadata))
        throw apiError(404, 'Envio não encontrado.', { code: 'not_found' })
      const image = await imageOfMedia(app.db, await finishUpload(deps, upload.id))
      if (!image) throw apiError(404, 'Envio não encontrado.', { code: 'not_found' })
      const received = Number(upload.metadata?.[META.received] ?? 0)
      return {
        data: { id: image.id, type: 'media' as const, attributes: image },
        meta: { upload: { id: upload.id, size: upload.size ?? 0, bytes_received: received } },
      }
    },
  )

  const sweep = setInterval(() => {
    tus.cleanUpExpiredUploads().catch((err: unknown) => app.log.warn({ err }, 'upload sweep failed'))
    sweepUnusedUploads(deps).catch((err: unknown) => app.log.warn({ err }, 'unused photo sweep failed'))
  }, SWEEP_EVERY_MS)
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))
}
