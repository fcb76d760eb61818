import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { bulkAnswerSchema, type BulkOutcome } from '../../../src/domain/bulk-actions'
import { reviewRequestBodySchema } from '../../../src/domain/listing-lifecycle'
import { createStorage } from '../../adapters/storage/from-config'
import { ApiHttpError, notFound } from '../../http/errors'
import { idParamsSchema, parseId } from '../../http/public-read'
import { currentUserId } from '../auth'
import { UPLOAD_EXPIRATION_MS } from '../uploads'
import { uploadQuotaBytes, UploadStore } from '../uploads'
import type { ListingWriteDeps } from './deps'

/** What a listing write needs: the same upload files the tus routes write (finished uploads are read from there). */
export function listingWriteDeps(app: FastifyInstance): ListingWriteDeps {
  return {
    db: app.db,
    searchCache: app.searchCache,
    listingEvents: app.listingEvents,
    storage: createStorage(app.config),
    store: new UploadStore(path.join(app.config.dataDir, 'uploads'), UPLOAD_EXPIRATION_MS),
    quotaBytes: uploadQuotaBytes(app.config),
  }
}

/** The id of a path, or 404 with the kind's message (an id that cannot exist is a listing that does not). */
export function idOr404(raw: string, message: string): number {
  const id = parseId(raw)
  if (id === null) throw notFound(message)
  return id
}

export const listingErrors = {
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
}

/** How a kind's routes on one of the advertiser's listings are named, guarded and answered. */
export interface OwnedListingRoutes {
  /** '/v1/properties', '/v1/vehicles'. */
  base: string
  tags: string[]
  /** The 404 detail for a listing that is not the advertiser's. */
  notFound: string
  /** The answer's schema, and the answer: the listing as it is after the action. */
  answer: z.ZodType
  respond: (userId: number, id: number) => Promise<unknown>
}

/** One action on one of the advertiser's listings: `{base}/:id{path}`. */
export interface OwnedAction<B extends z.ZodType> {
  method: 'POST' | 'PUT' | 'DELETE'
  path: string
  summary: string
  body?: B
  run: (userId: number, id: number, body: z.output<B>) => Promise<unknown>
}

/**
 * Registers the actions on the advertiser's own listings of one kind (the global guard requires the user token;
 * anyone else's listing is a 404, never told apart from a missing one); each answers the listing as it now is.
 */
export function ownedListingRoutes(app: FastifyInstance, kind: OwnedListingRoutes) {
  const idOf = (request: { params: unknown }) => idOr404((request.params as { id: string }).id, kind.notFound)
  const action = <B extends z.ZodType>(a: OwnedAction<B>) =>
    app.route({
      method: a.method,
      url: `${kind.base}/:id${a.path}`,
      schema: {
        tags: kind.tags,
        summary: a.summary,
        params: idParamsSchema,
        ...(a.body ? { body: a.body } : {}),
        response: { 200: kind.answer, ...listingErrors },
      },
      handler: async (request) => {
        const userId = currentUserId(request)
        const id = idOf(request)
        await a.run(userId, id, request.body as z.output<B>)
        return kind.respond(userId, id)
      },
    })
  /** GET {base}/:id: the listing (archived too), as the form reads it. */
  const get = (summary: string) =>
    app.route({
      method: 'GET',
      url: `${kind.base}/:id`,
      schema: {
        tags: kind.tags,
        summary,
        params: idParamsSchema,
        response: { 200: kind.answer, ...listingErrors },
      },
      handler: (request) => kind.respond(currentUserId(request), idOf(request)),
    })
  /** POST {base}: a new listing, 201 with it. */
  const create = <B extends z.ZodType>(
    summary: string,
    body: B,
    run: (userId: number, body: z.output<B>) => Promise<number>,
  ) =>
    app.route({
      method: 'POST',
      url: kind.base,
      schema: { tags: kind.tags, summary, body, response: { 201: kind.answer, ...listingErrors } },
      handler: async (request, reply) => {
        const userId = currentUserId(request)
        const id = await run(userId, request.body as z.output<B>)
        return reply.status(201).send(await kind.respond(userId, id))
      },
    })
  /** DELETE {base}/:id: gone for good, 204. */
  const remove = (summary: string, run: (userId: number, id: number) => Promise<unknown>) =>
    app.route({
      method: 'DELETE',
      url: `${kind.base}/:id`,
      schema: {
        tags: kind.tags,
        summary,
        params: idParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...listingErrors },
      },
      handler: async (request, reply) => {
        await run(currentUserId(request), idOf(request))
        return reply.status(204).send(null)
      },
    })
  return { get, create, action, remove }
}

type Run = (userId: number, id: number) => Promise<unknown>

/**
 * The lifecycle's actions both kinds offer the advertiser on their own listing: archive, unarchive, a review
 * request to staff holding it, and delete. `noun` names the listing in the summaries ('um imóvel meu').
 */
export function lifecycleActionRoutes(
  routes: ReturnType<typeof ownedListingRoutes>,
  noun: string,
  run: {
    archive: Run
    unarchive: Run
    requestReview: (userId: number, id: number, message?: string) => Promise<unknown>
    remove: Run
  },
) {
  routes.action({
    method: 'POST',
    path: '/archive',
    summary: `Arquiva ${noun} (sai da lista e das buscas; mantém a situação)`,
    run: run.archive,
  })
  routes.action({
    method: 'POST',
    path: '/unarchive',
    summary: `Desarquiva ${noun} (um publicado volta pausado; um arquivado pela equipe, só ela)`,
    run: run.unarchive,
  })
  routes.action({
    method: 'POST',
    path: '/review-request',
    summary: `Pede à equipe a revisão de ${noun} suspenso por ela`,
    body: reviewRequestBodySchema,
    run: (userId, id, body) => run.requestReview(userId, id, body.message),
  })
  routes.remove(`Exclui ${noun} de vez (arquivado ou não)`, run.remove)
}

/**
 * POST {base}/bulk: one action on many of the advertiser's listings, each through its own single action (the
 * lifecycle and the plan's limits), one after the other in the order picked. A refusal is that listing's outcome,
 * with the message the single action would give; anyone else's id is refused as missing. 200 with every outcome.
 */
export function bulkRoute<A extends string>(
  app: FastifyInstance,
  kind: Pick<OwnedListingRoutes, 'base' | 'tags' | 'notFound'>,
  body: z.ZodType<{ action: A; ids: string[] }>,
  run: Record<A, Run>,
) {
  app.route({
    method: 'POST',
    url: `${kind.base}/bulk`,
    schema: {
      tags: kind.tags,
      summary:
        'Aplica uma ação a vários anúncios meus (cada um pelas regras da ação sozinha); resultado por anúncio',
      body,
      response: { 200: bulkAnswerSchema, 401: errorEnvelopeSchema, 422: errorEnvelopeSchema },
    },
    handler: async (request) => {
      const userId = currentUserId(request)
      const { action, ids } = request.body as { action: A; ids: string[] }
      const data: BulkOutcome[] = []
      for (const raw of ids) {
        try {
          await run[action](userId, idOr404(raw, kind.notFound))
          data.push({ id: raw, ok: true })
        } catch (err) {
          if (!(err instanceof ApiHttpError) || err.statusCode >= 500) throw err
          data.push({ id: raw, ok: false, code: err.errors[0]?.code, detail: err.errors[0]?.detail })
        }
      }
      return { data }
    },
  })
}
