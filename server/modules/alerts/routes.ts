import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import {
  savedSearchDocumentSchema,
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchPatchSchema,
  pushFollowsSchema,
} from '../../../src/domain/saved-search'
import { idParamsSchema, parseId } from '../../http/public-read'
import { notFound } from '../../http/errors'
import { currentUserId } from '../auth'
import {
  deleteSavedSearch,
  listSavedSearches,
  patchSavedSearch,
  SAVED_SEARCH_NOT_FOUND,
  savedSearchResource,
  saveSearch,
} from './service'
import { replaceFollows } from './follows'
import { unsubscribe, unsubscribePage } from './unsubscribe'
import { unsubscribePath as UNSUBSCRIBE_PATH } from './unsubscribe-mail'

const tags = ['alertas']
/** A link this server did not sign: answered in the API's error envelope, as any refusal. */
const INVALID_LINK = 'Este link de descadastro não é válido. Gerencie seus alertas em Meus alertas.'
const SUBSCRIPTION_NOT_FOUND = 'Ative as notificações deste navegador para seguir os favoritos.'
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
const guarded = { 401: errorEnvelopeSchema }
const one = { 200: savedSearchDocumentSchema, ...guarded, 404: errorEnvelopeSchema, 422: errorEnvelopeSchema }

const idOf = (raw: string) => {
  const id = parseId(raw)
  if (id === null) throw notFound(SAVED_SEARCH_NOT_FOUND)
  return id
}

/** The signed-in user's saved searches (/v1 is signed-in only; every read and write is scoped to the caller). */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/saved-searches',
    {
      schema: {
        tags,
        summary: 'Salva uma busca com seus alertas (nomeada automaticamente quando sem nome)',
        body: savedSearchInputSchema,
        response: {
          201: savedSearchDocumentSchema,
          200: savedSearchDocumentSchema,
          ...guarded,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      const { row, created } = await saveSearch(app.db, userId, request.body)
      return reply.status(created ? 201 : 200).send({ data: savedSearchResource(row) })
    },
  )

  app.get(
    '/v1/saved-searches',
    {
      schema: {
        tags,
        summary: 'As buscas salvas do usuário, mais recentes primeiro',
        response: { 200: savedSearchListSchema, ...guarded },
      },
    },
    async (request) => ({
      data: (await listSavedSearches(app.db, currentUserId(request))).map(savedSearchResource),
    }),
  )

  app.patch(
    '/v1/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Renomeia, liga ou desliga uma busca salva e escolhe como avisar',
        params: idParamsSchema,
        body: savedSearchPatchSchema,
        response: one,
      },
    },
    async (request) => ({
      data: savedSearchResource(
        await patchSavedSearch(app.db, currentUserId(request), idOf(request.params.id), request.body),
      ),
    }),
  )

  app.delete(
    '/v1/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Exclui uma busca salva e seus alertas',
        params: idParamsSchema,
        response: { 204: z.null(), ...guarded, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(app.db, currentUserId(request), idOf(request.params.id))
      return reply.status(204).send(null)
    },
  )
}

/** The alert e-mails' unsubscribe link (no sign-in: the token is the proof), and the favourites a device follows. */
export const alertPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients post the one-click form (RFC 8058) url-encoded; so does the page's own button.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const tokenQuery = z.object({ token: z.string().max(100).default('') })
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)

  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        tags,
        summary: 'Página que confirma parar os e-mails de um alerta (sem entrar na conta)',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      if (!app.alerts.tokens.verify(request.query.token)) throw notFound(INVALID_LINK)
      return page(reply, 200, unsubscribePage(request.query.token, false))
    },
  )

  app.post(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        tags,
        summary: 'Para os e-mails de um alerta com um clique (RFC 8058), sem entrar na conta',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      if (!(await unsubscribe(app.db, app.alerts.tokens, request.query.token))) throw notFound(INVALID_LINK)
      return page(reply, 200, unsubscribePage(request.query.token, true))
    },
  )

  app.put(
    '/api/push/follows',
    {
      schema: {
        tags,
        summary: 'Os favoritos que este navegador segue (quedas de preço, vendido, alugado, removido)',
        body: pushFollowsSchema,
        response: { 204: z.null(), 404: errorEnvelopeSchema, 422: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      if (!(await replaceFollows(app.db, request.body))) throw notFound(SUBSCRIPTION_NOT_FOUND)
      return reply.status(204).send(null)
    },
  )
}
