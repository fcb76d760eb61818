import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  adminTrustCheckSchema,
  adminTrustPageSchema,
  adminTrustQuerySchema,
  trustMsg,
  trustRefuseSchema,
  trustSendSchema,
  trustListingSchema,
  trustStatusSchema,
} from '../../../src/domain/trust'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId } from '../../http/public-read'
import { currentAdminId, currentUserId } from '../auth'
import { sweepDocumentUploads, UPLOAD_EXPIRATION_MS, UploadStore } from '../uploads'
import { privateStorage } from './private-files'
import { listingsWithChecks } from './my-listings'
import { findCheck, listChecks } from './queue'
import {
  decideCheck,
  deleteDecidedFiles,
  findFile,
  sendDocuments,
  trustStatus,
  type Target,
  type TrustDeps,
} from './service'

// Verified advertisers and documented listings. The advertiser sends photos of documents (already uploaded through
// /v1/uploads with `purpose document`) and reads the state; staff read the queue, look at the files and decide.
// Files are served to staff only (the /v1/admin guard: 401 without a token, 403 with a user's), never to the
// advertiser again: a stolen session cannot collect someone's identity card.

const errors = { 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 422: errorEnvelopeSchema }
const listingParams = z.object({ kind: z.enum(['property', 'vehicle']), id: z.string() })
const SWEEP_EVERY_MS = 60 * 60 * 1000

export const trustRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: TrustDeps = {
    db: app.db,
    files: privateStorage(app.config.dataDir),
    uploads: new UploadStore(path.join(app.config.dataDir, 'uploads'), UPLOAD_EXPIRATION_MS),
    searchCache: app.searchCache,
  }
  const idOr404 = (raw: string, message: string = trustMsg.notFound) => {
    const id = parseId(raw)
    if (id === null) throw notFound(message)
    return id
  }
  const listingTarget = (p: { kind: 'property' | 'vehicle'; id: string }): Target => ({
    subject: p.kind,
    listingId: idOr404(p.id, trustMsg.listingNotFound),
  })
  const advertiser: Target = { subject: 'advertiser', listingId: null }
  const status = { 200: z.object({ data: trustStatusSchema }), ...errors }
  const tags = ['verificação']

  app.get(
    '/v1/trust/advertiser',
    {
      schema: { tags, summary: 'A verificação do anunciante: estado e documentos pedidos', response: status },
    },
    async (request) => ({ data: await trustStatus(app.db, currentUserId(request), advertiser) }),
  )
  app.post(
    '/v1/trust/advertiser',
    {
      schema: {
        tags,
        summary: 'Envia os documentos do anunciante para a equipe conferir',
        body: trustSendSchema,
        response: { 201: status[200], ...errors },
      },
    },
    async (request, reply) => {
      const data = await sendDocuments(deps, currentUserId(request), advertiser, request.body)
      return reply.status(201).send({ data })
    },
  )
  app.get(
    '/v1/trust/listings',
    {
      schema: {
        tags,
        summary: 'Os anúncios do anunciante com o estado da conferência do documento, os mais novos primeiro',
        response: { 200: z.object({ data: z.array(trustListingSchema) }) },
      },
    },
    async (request) => ({ data: await listingsWithChecks(app.db, currentUserId(request)) }),
  )
  app.get(
    '/v1/trust/listings/:kind/:id',
    {
      schema: {
        tags,
        summary: 'A conferência do documento de um anúncio (matrícula ou CRLV)',
        params: listingParams,
        response: status,
      },
    },
    async (request) => ({
      data: await trustStatus(app.db, currentUserId(request), listingTarget(request.params)),
    }),
  )
  app.post(
    '/v1/trust/listings/:kind/:id',
    {
      schema: {
        tags,
        summary: 'Envia a matrícula do imóvel ou o CRLV do veículo para a equipe conferir',
        params: listingParams,
        body: trustSendSchema,
        response: { 201: status[200], ...errors },
      },
    },
    async (request, reply) => {
      const data = await sendDocuments(
        deps,
        currentUserId(request),
        listingTarget(request.params),
        request.body,
      )
      return reply.status(201).send({ data })
    },
  )

  // The back office.
  const boTags = ['backoffice']
  const admin = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema }
  app.get(
    '/v1/admin/trust',
    {
      schema: {
        tags: boTags,
        summary: 'Documentos enviados para conferência (em análise: os mais antigos primeiro)',
        querystring: adminTrustQuerySchema,
        response: { 200: adminTrustPageSchema, ...admin },
      },
    },
    async (request) => listChecks(app.db, request.query),
  )
  app.get(
    '/v1/admin/trust/:id',
    {
      schema: {
        tags: boTags,
        summary: 'Uma conferência com seus arquivos',
        params: idParamsSchema,
        response: { 200: z.object({ data: adminTrustCheckSchema }), ...admin, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const check = await findCheck(app.db, idOr404(request.params.id))
      if (!check) throw notFound(trustMsg.notFound)
      return { data: check }
    },
  )
  app.get(
    '/v1/admin/trust/files/:id',
    {
      schema: {
        tags: boTags,
        summary: 'A imagem de um documento enviado (somente para a equipe; apagada 30 dias após a decisão)',
        params: idParamsSchema,
        // No response schema: the body is a byte stream; errors use the common { errors } envelope.
      },
    },
    async (request, reply) => {
      const file = await findFile(app.db, idOr404(request.params.id, trustMsg.fileNotFound))
      const stored = file ? await deps.files.get(file.key) : null
      if (!file || !stored) throw notFound(trustMsg.fileNotFound)
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(stored.body)
    },
  )

  const decided = async (id: number) => ({ data: (await findCheck(app.db, id))! })
  const label = (c: Awaited<ReturnType<typeof decided>>['data']) =>
    c.attributes.listing_title ?? c.attributes.advertiser.company ?? c.attributes.advertiser.email
  app.post(
    '/v1/admin/trust/:id/approve',
    {
      schema: {
        tags: boTags,
        summary: 'Aprova os documentos: o selo aparece nos anúncios (uma vez só; repetir responde 409)',
        params: idParamsSchema,
        response: { 200: z.object({ data: adminTrustCheckSchema }), ...admin, ...errors },
      },
    },
    async (request) => {
      const row = await decideCheck(deps, currentAdminId(request), idOr404(request.params.id), {
        status: 'approved',
      })
      const out = await decided(row.id)
      request.audit({
        action: 'trust.approve',
        targetType: 'trust_checks',
        targetId: row.id,
        targetLabel: label(out.data),
        before: { status: 'pending' },
        after: { status: 'approved', subject: row.subject },
      })
      return out
    },
  )
  app.post(
    '/v1/admin/trust/:id/refuse',
    {
      schema: {
        tags: boTags,
        summary: 'Recusa os documentos com um motivo que o anunciante lê no painel',
        params: idParamsSchema,
        body: trustRefuseSchema,
        response: { 200: z.object({ data: adminTrustCheckSchema }), ...admin, ...errors },
      },
    },
    async (request) => {
      const row = await decideCheck(deps, currentAdminId(request), idOr404(request.params.id), {
        status: 'refused',
        reason: request.body.reason,
      })
      const out = await decided(row.id)
      request.audit({
        action: 'trust.refuse',
        targetType: 'trust_checks',
        targetId: row.id,
        targetLabel: label(out.data),
        before: { status: 'pending' },
        after: { status: 'refused', subject: row.subject, reason: row.reason },
      })
      return out
    },
  )

  // Hourly, like the other periodic jobs: files of checks decided 30 days ago, and abandoned document uploads.
  const sweep = () => {
    deleteDecidedFiles(deps).catch((err: unknown) => app.log.warn({ err }, 'trust file deletion failed'))
    sweepDocumentUploads(deps.uploads, UPLOAD_EXPIRATION_MS).catch((err: unknown) =>
      app.log.warn({ err }, 'document upload sweep failed'),
    )
  }
  let timer: NodeJS.Timeout | undefined
  if (app.config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      sweep()
      timer = setInterval(sweep, SWEEP_EVERY_MS).unref()
    })
  }
  app.addHook('onClose', async () => clearInterval(timer))
}
