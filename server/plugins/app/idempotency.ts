import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../../db/client'
import { idempotencyKeys } from '../../db/schema'
import { apiError } from '../../http/errors'

// Idempotency-Key for every mutation (draft-ietf-httpapi-idempotency-key-header): the first response is stored and
// replayed for a repeated key; two copies in flight never both run. The offline outbox gives every queued write a
// key and may send it again after a lost answer, so a replay must never create twice.
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const WAIT_STEP_MS = 50
const WAIT_MAX_MS = 15_000
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: { scope: string; key: string }
  }
  interface FastifyContextConfig {
    /** false: the route has its own resume rules (tus uploads: Upload-Offset) and skips Idempotency-Key. */
    idempotency?: false
  }
}

/**
 * Who the key belongs to: the verified token's client and subject, or anonymous. Never read from an unverified
 * token: a forged one naming someone else could claim their key before they use it.
 */
async function scopeOf(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  let verified = request.auth
  const auth = request.headers.authorization
  if (!verified && auth?.startsWith('Bearer ')) {
    // Public routes are not guarded: a signed-in caller's token is checked here.
    const token = auth.slice(7).trim()
    verified = (await app.tokens.verify('user', token)) ?? (await app.tokens.verify('admin', token))
  }
  return verified ? `${verified.client}:${verified.subject}` : 'anon'
}

/** JSON with every object's keys sorted: the same document with keys in another order is the same body. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  )
}

function fingerprint(request: FastifyRequest): string {
  const body =
    typeof request.body === 'string' || Buffer.isBuffer(request.body)
      ? request.body
      : canonicalJson(request.body ?? null)
  return createHash('sha256').update(`${request.method} ${request.url}\n`).update(body).digest('hex')
}

async function replay(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  key: string,
  hash: string,
) {
  const started = Date.now()
  for (;;) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    if (!row) return false // the first attempt failed and released the key: run this one
    if (row.requestHash !== hash) {
      throw apiError(422, 'Esta chave de idempotência já foi usada em outra requisição.', {
        code: 'idempotency_key_reused',
      })
    }
    if (row.status !== null) {
      request.log.info({ key }, 'idempotent replay')
      return reply
        .status(row.status)
        .header('idempotent-replayed', 'true')
        .type(row.contentType ?? 'application/json; charset=utf-8')
        .send(row.body ?? '')
    }
    if (Date.now() - started > WAIT_MAX_MS) {
      throw apiError(409, 'Esta requisição ainda está sendo processada, tente novamente em instantes.', {
        code: 'idempotency_in_progress',
      })
    }
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS))
  }
}

export const idempotency = fp(
  async (app: FastifyInstance) => {
    // preValidation: a rejected body is a result too, and is replayed like any other.
    app.addHook('preValidation', async (request, reply) => {
      const key = request.headers['idempotency-key']
      if (typeof key !== 'string' || !MUTATING.has(request.method)) return
      if (request.routeOptions.config.idempotency === false) return
      if (!KEY_PATTERN.test(key))
        throw apiError(400, 'Chave de idempotência inválida.', { code: 'invalid_idempotency_key' })
      const scope = await scopeOf(app, request)
      const hash = fingerprint(request)
      const db = app.db
      const expired = new Date(Date.now() - IDEMPOTENCY_TTL_MS)
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            lt(idempotencyKeys.createdAt, expired),
          ),
        )
      for (;;) {
        const inserted = await db
          .insert(idempotencyKeys)
          .values({ scope, key, method: request.method, path: request.url, requestHash: hash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key })
        if (inserted.length > 0) {
          request.idempotency = { scope, key }
          return
        }
        const replayed = await replay(db, request, reply, scope, key, hash)
        if (replayed !== false) return replayed
      }
    })

    app.addHook('onSend', async (request, reply, payload) => {
      const id = request.idempotency
      if (!id) return payload
      const where = and(eq(idempotencyKeys.scope, id.scope), eq(idempotencyKeys.key, id.key))
      // A server error or rate limit is not a result: release the key so a retry runs again.
      if (reply.statusCode >= 500 || reply.statusCode === 429 || reply.statusCode === 408) {
        await app.db.delete(idempotencyKeys).where(where)
      } else {
        const body =
          typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : ''
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8')
        await app.db.update(idempotencyKeys).set({ status: reply.statusCode, contentType, body }).where(where)
      }
      return payload
    })

    // Requests that die before onSend (aborted connections) must not hold their key forever.
    app.addHook('onResponse', async (request) => {
      const id = request.idempotency
      if (!id) return
      await app.db.execute(
        sql`delete from ${idempotencyKeys} where ${idempotencyKeys.scope} = ${id.scope} and ${idempotencyKeys.key} = ${id.key} and ${idempotencyKeys.status} is null`,
      )
    })

    // Expired keys are already ignored on use; the sweep keeps the table small: at start, then hourly.
    let sweeper: ReturnType<typeof setInterval> | undefined
    const sweep = () =>
      sweepIdempotencyKeys(app.db).catch((err: unknown) => app.log.warn({ err }, 'idempotency sweep failed'))
    app.addHook('onReady', async () => {
      await sweep()
      sweeper = setInterval(() => void sweep(), 60 * 60 * 1000).unref()
    })
    app.addHook('onClose', async () => clearInterval(sweeper))
  },
  { name: 'idempotency' },
)

/** Deletes keys older than the TTL; run at start and then hourly. */
export async function sweepIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)))
    .returning({ key: idempotencyKeys.key })
  return rows.length
}
