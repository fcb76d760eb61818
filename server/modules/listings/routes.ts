import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { documentSchema, errorEnvelopeSchema, pageSchema } from '../../../src/domain/api'
import { relatedQuerySchema } from '../../../src/domain/search'
import { notFound } from '../../http/errors'
import { idParamsSchema, parseId, publicCache } from '../../http/public-read'
import { cacheKey, sendCachedJson } from '../search/cache'

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

/** `{ data }` of what `find` answers for the path id; a 404 when it answers null or the id is malformed. */
async function readById<T>(raw: string, message: string, find: (id: number) => Promise<T | null>) {
  const id = parseId(raw)
  const data = id === null ? null : await find(id)
  if (!data) throw notFound(message)
  return { data }
}

/** GET one public listing by id; 404 with `notFoundMessage` when it is not public. */
export function addDetailRoute<D extends z.ZodType>(
  app: App,
  url: string,
  opts: Described & { schema: D; notFoundMessage: string; find(id: number): Promise<z.infer<D> | null> },
): void {
  app.get(
    url,
    {
      schema: {
        tags: opts.tags,
        summary: opts.summary,
        params: idParamsSchema,
        // Widened: the type provider cannot follow a generic schema into the handler's return type.
        response: { 200: documentSchema(opts.schema) as z.ZodType, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const doc = await readById(request.params.id, opts.notFoundMessage, opts.find)
      publicCache(reply)
      return doc
    },
  )
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
  app.get(
    url,
    {
      schema: {
        tags: opts.tags,
        summary: opts.summary,
        params: idParamsSchema,
        querystring: relatedQuerySchema,
        response: { 200: documentSchema(z.array(opts.summarySchema)), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const doc = await readById(request.params.id, opts.notFoundMessage, (id) =>
        opts.find(id, request.query.limit),
      )
      publicCache(reply, 60)
      return doc
    },
  )
}
