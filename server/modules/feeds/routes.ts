import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  FEED_LIMITS,
  feedMsg,
  feedRunDocumentSchema,
  feedSettingsSchema,
  feedUrlBodySchema,
} from '../../../src/domain/feeds'
import { apiError, notFound } from '../../http/errors'
import { currentUserId, publicBaseUrl } from '../auth'
import { listingWriteDeps } from '../my-listings'
import { decodeFeed } from './feed-text'
import { runImport, type ImportDeps } from './import'
import { loopbackHost, parseFetchUrl, safeFetch } from './safe-fetch'
import { findRun, runDocument, startRun, type RunSource } from './runs'
import { exportFeed } from './export'
import { ownerOfToken, rotateExportToken, setImportUrl, settingsOf, sourceOf, takeDue } from './sources'

// /v1/feeds: the signed-in advertiser's portfolio feed (VRSync): import by file or by the feed's address (now and
// every few hours), each run's report, and the secret export address. /api/feeds/:token/vrsync.xml is that export,
// public to whoever holds the token.

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests and benchmarks only: feed and photo hosts served locally, allowed although private. */
    feedHostException: ((url: URL) => boolean) | null
  }
}

const tags = ['feeds']
const SCHEDULE_EVERY_MS = 5 * 60_000
const DUE_PER_ROUND = 3

const runParams = z.object({ id: z.string().regex(/^\d{1,10}$/) })
const tokenParams = z.object({ token: z.string().regex(/^[\w-]{20,64}$/) })

/** Hosts reached although private: the tests' own (a build option), else loopback with the test switch. */
const allowedHost = (app: FastifyInstance) =>
  app.feedHostException ?? (app.config.FEEDS_ALLOW_LOOPBACK === 'true' ? loopbackHost : null)

function importDeps(app: FastifyInstance): ImportDeps {
  return { write: listingWriteDeps(app), allowHost: allowedHost(app) }
}

/** Starts a run of `source` in the background; answers its first state. */
async function launch(
  app: FastifyInstance,
  userId: number,
  source: RunSource,
  chunks: (signal: AbortSignal) => AsyncIterable<string> | Iterable<string>,
) {
  const runId = await startRun(app.db, userId, source)
  const deps = importDeps(app)
  app.background.run(`feed import ${runId}`, async () => {
    const failure = await runImport(deps, userId, runId, chunks)
    if (failure) app.log.warn({ err: failure, runId }, 'feed import ended with an error')
  })
  const run = await findRun(app.db, userId, runId)
  return { data: runDocument(run!) }
}

const fromUrl = (app: FastifyInstance, url: string) => (signal: AbortSignal) =>
  decodeFeed(
    safeFetch(url, {
      maxBytes: FEED_LIMITS.maxBytes,
      timeoutMs: FEED_LIMITS.feedFetchMs,
      signal,
      allowHost: allowedHost(app),
    }),
  )

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.FEEDS_ALLOW_LOOPBACK === 'true')
    app.log.warn(
      'FEEDS_ALLOW_LOOPBACK=true: feeds and their photos may be downloaded from this machine (tests only)',
    )
  // The file arrives as the body itself (text, UTF-8): no multipart, no copy on disk.
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: FEED_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  )

  const settings = (userId: number) => settingsOf(app.db, userId, publicBaseUrl(app))

  app.get(
    '/v1/feeds',
    {
      schema: {
        tags,
        summary:
          'Feed da carteira: endereço de importação, próxima importação, endereço de exportação e última execução',
        response: { 200: feedSettingsSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => settings(currentUserId(request)),
  )

  app.put(
    '/v1/feeds',
    {
      schema: {
        tags,
        summary: `Endereço http(s) público do feed VRSync, importado a cada poucas horas (null para parar)`,
        body: feedUrlBodySchema,
        response: { 200: feedSettingsSchema, 401: errorEnvelopeSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      const url = request.body.import_url
      if (url !== null && !parseFetchUrl(url))
        throw apiError(422, feedMsg.badUrl, { code: 'invalid_url', pointer: '/import_url' })
      await setImportUrl(app.db, userId, url)
      return settings(userId)
    },
  )

  app.post(
    '/v1/feeds/imports',
    {
      bodyLimit: FEED_LIMITS.maxBytes,
      schema: {
        tags,
        summary: `Importa um arquivo VRSync (corpo application/xml, até ${FEED_LIMITS.maxBytes / 1024 / 1024} MB); 202 com a execução`,
        response: {
          202: feedRunDocumentSchema,
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      const body = request.body
      if (typeof body !== 'string' || body.length === 0)
        throw apiError(422, feedMsg.notXml, { code: 'invalid_feed' })
      reply.code(202)
      return launch(app, userId, 'file', () => [body])
    },
  )

  app.post(
    '/v1/feeds/imports/url',
    {
      schema: {
        tags,
        summary: 'Importa agora do endereço cadastrado; 202 com a execução',
        response: {
          202: feedRunDocumentSchema,
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      const { importUrl } = await sourceOf(app.db, userId)
      if (!importUrl) throw apiError(422, feedMsg.noUrl, { code: 'no_feed_url' })
      reply.code(202)
      return launch(app, userId, 'url', fromUrl(app, importUrl))
    },
  )

  app.get(
    '/v1/feeds/imports/:id',
    {
      schema: {
        tags,
        summary: 'Uma importação: andamento e relatório',
        params: runParams,
        response: { 200: feedRunDocumentSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const run = await findRun(app.db, currentUserId(request), Number(request.params.id))
      if (!run) throw notFound(feedMsg.runNotFound)
      return { data: runDocument(run) }
    },
  )

  app.post(
    '/v1/feeds/export-token',
    {
      schema: {
        tags,
        summary: 'Troca o endereço secreto de exportação (o anterior deixa de responder)',
        response: { 200: feedSettingsSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const userId = currentUserId(request)
      await rotateExportToken(app.db, userId)
      return settings(userId)
    },
  )

  app.get(
    '/api/feeds/:token/vrsync.xml',
    {
      schema: {
        tags,
        summary: 'Os imóveis publicados da imobiliária como feed VRSync (endereço secreto)',
        params: tokenParams,
        response: { 200: z.string(), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const userId = await ownerOfToken(app.db, request.params.token)
      if (userId === null) throw notFound('Feed não encontrado.')
      const xml = await exportFeed(app.db, userId, publicBaseUrl(app))
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(xml)
    },
  )

  // Feeds given by address are imported again on a schedule, a few at a time, one after another.
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  const round = async () => {
    for (const source of await takeDue(app.db, DUE_PER_ROUND)) {
      try {
        const runId = await startRun(app.db, source.userId, 'schedule')
        await runImport(importDeps(app), source.userId, runId, fromUrl(app, source.importUrl!))
      } catch (err) {
        app.log.warn({ err, userId: source.userId }, 'scheduled feed import not run')
      }
    }
  }
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = running.then(round).catch((err: unknown) => app.log.error({ err }, 'feed schedule failed'))
    }, SCHEDULE_EVERY_MS).unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
