import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { documentSchema, errorEnvelopeSchema, pageSchema } from '../../../src/domain/api'
import { relatedQuerySchema } from '../../../src/domain/search'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId, publicCache } from '../../http/public-read'
import { cacheKey, sendCachedJson } from '../search'

// The public reads every kind of listing has: its search, a listing's page and the blocks of related listings.
// Each kind gives its paths, schemas, texts and services; the HTTP side (caching headers, 404s, the cached
// JSON of a search) is the same.

type App = Parameters<FastifyPluginAsyncZod>[0]

interface Described {
  tags: string[]
  summary: string
  description?: string
}

/** GET a search: a page of summaries, answered from the search cache as ready JSON. */
export function addSearchRoute<Q extends z.ZodType, S extends z.ZodType>(
  app: App,
  url: string,
  opts: Described & { querystring: Q; summarySchema: S; search(query: z.infer<Q>): Promise<unknown> },
): void {
  const answer = pageSchema(opts.summarySchema)
  const { tags, summary, description, querystring } = opts
  app.get(
    url,
    {
      schema: {
        tags,
        summary,
        ...(description ? { description } : {}),
        querystring,
        response: { 200: answer, 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      publicCache(reply)
      const key = cacheKey(url, request.query as object)
      return sendCachedJson(app.searchCache, reply, key, answer, () =>
        opts.search(request.query as z.infer<Q>),
      )
    },
  )
}

/**
 * GET a listing's read by path id (`extra`: more query parameters); 404 with `notFoundMessage` when `find` answers
 * null or the id is malformed. Shared caches may keep the answer `maxAge` seconds.
 */
function addByIdRoute<Q extends z.ZodObject>(
  app: App,
  url: string,
  opts: Described & {
    querystring?: Q
    answer: z.ZodType
    notFoundMessage: string
    maxAge?: number
    find(id: number, query: z.infer<Q>): Promise<unknown>
  },
): void {
  app.get(
    url,
    {
      schema: {
        tags: opts.tags,
        summary: opts.summary,
        params: idParamsSchema,
        ...(opts.querystring ? { querystring: opts.querystring } : {}),
        response: { 200: opts.answer, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.id)
      const data = id === null ? null : await opts.find(id, request.query as z.infer<Q>)
      if (!data) throw notFound(opts.notFoundMessage)
      publicCache(reply, opts.maxAge)
      return { data }
    },
  )
}

/** GET one public listing by id; 404 with `notFoundMessage` when it is not public. */
export function addDetailRoute<D extends z.ZodType>(
  app: App,
  url: string,
  opts: Described & { schema: D; notFoundMessage: string; find(id: number): Promise<z.infer<D> | null> },
): void {
  addByIdRoute(app, url, { ...opts, answer: documentSchema(opts.schema), find: (id) => opts.find(id) })
}

/** GET a block of listings related to a public one (`limit` of them); 404 when that one is not public. */
export function addRelatedRoute<S extends z.ZodType>(
  app: App,
  url: string,
  opts: Described & {
    summarySchema: S
    notFoundMessage: string
    find(id: number, limit: number): Promise<z.infer<S>[] | null>
  },
): void {
  addByIdRoute(app, url, {
    ...opts,
    querystring: relatedQuerySchema,
    answer: documentSchema(z.array(opts.summarySchema)),
    maxAge: 60,
    find: (id, query) => opts.find(id, query.limit),
  })
}
