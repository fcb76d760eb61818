import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { PaginationMeta } from '../../../src/domain/api'
import { webhookMsg, type WebhookDelivery, type WebhookSettings } from '../../../src/domain/lead-webhook'
import type { Db } from '../../db/client'
import { leads, leadWebhookAttempts, leadWebhookDeliveries, leadWebhooks } from '../../db/schema'
import { apiError } from '../../http/errors'
import { userOr401 } from '../users'
import { webhookUrlAllowed, type AddressPolicy } from './address-policy'
import { leadCreatedEvent, testEvent } from './payload'
import { enqueue, RETRY_WINDOW_S, type Writer } from './queue'
import { newSecret } from './signature'

// The lead webhook is the agencies' (business profile): they are the ones with a CRM to feed. Owners and brokers
// get 403, as on the agency data.

async function agencyOnly(db: Db, userId: number): Promise<void> {
  const user = await userOr401(db, userId)
  if (user.profile !== 'business') throw apiError(403, webhookMsg.agenciesOnly, { code: 'forbidden' })
}

type HookRow = typeof leadWebhooks.$inferSelect
const toSettings = (userId: number, row: HookRow | undefined): { data: WebhookSettings } => ({
  data: {
    id: String(userId),
    type: 'lead_webhook',
    attributes: {
      url: row?.url ?? null,
      secret: row?.secret ?? null,
      updated_at: row?.updatedAt.toISOString() ?? null,
    },
  },
})

const hookOf = async (db: Db, userId: number) =>
  (await db.select().from(leadWebhooks).where(eq(leadWebhooks.userId, userId)))[0]

export async function getWebhook(db: Db, userId: number) {
  await agencyOnly(db, userId)
  return toSettings(userId, await hookOf(db, userId))
}

/** Saves the address (checked: https and on the internet); the secret is made on the first save and kept after. */
export async function saveWebhook(db: Db, policy: AddressPolicy, userId: number, url: string) {
  await agencyOnly(db, userId)
  if (!(await webhookUrlAllowed(url, policy)))
    throw apiError(422, webhookMsg.notPublic, { code: 'webhook_url', pointer: '/url' })
  const [row] = await db
    .insert(leadWebhooks)
    .values({ userId, url, secret: newSecret() })
    .onConflictDoUpdate({ target: leadWebhooks.userId, set: { url, updatedAt: sql`now()` } })
    .returning()
  return toSettings(userId, row)
}

/** A new secret at once: the next attempt of every delivery is signed with it. */
export async function rotateSecret(db: Db, userId: number) {
  await agencyOnly(db, userId)
  const [row] = await db
    .update(leadWebhooks)
    .set({ secret: newSecret(), updatedAt: sql`now()` })
    .where(eq(leadWebhooks.userId, userId))
    .returning()
  if (!row) throw apiError(409, webhookMsg.notConfigured, { code: 'webhook_missing' })
  return toSettings(userId, row)
}

/** Turns the webhook off; deliveries still waiting are given up at their turn. */
export async function deleteWebhook(db: Db, userId: number): Promise<void> {
  await agencyOnly(db, userId)
  await db.delete(leadWebhooks).where(eq(leadWebhooks.userId, userId))
}

type DeliveryRow = typeof leadWebhookDeliveries.$inferSelect
type AttemptRow = typeof leadWebhookAttempts.$inferSelect
const ATTEMPTS_SHOWN = 10

function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: String(row.id),
    type: 'lead_webhook_delivery',
    attributes: {
      event_id: row.eventId,
      event_type: row.eventType,
      lead_id: row.leadId === null ? null : String(row.leadId),
      status: row.status,
      attempts: row.attempts,
      next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
      last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
      last_status_code: row.lastStatusCode,
      last_error: row.lastError,
      last_response: row.lastResponse,
      created_at: row.createdAt.toISOString(),
      attempt_log: attempts.map((a) => ({
        attempted_at: a.attemptedAt.toISOString(),
        status_code: a.statusCode,
        error: a.error,
        response: a.response,
        duration_ms: a.durationMs,
      })),
    },
  }
}

async function withAttempts(db: Db, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return []
  const attempts = await db
    .select()
    .from(leadWebhookAttempts)
    .where(
      inArray(
        leadWebhookAttempts.deliveryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(leadWebhookAttempts.attemptedAt), desc(leadWebhookAttempts.id))
  return rows.map((r) =>
    toDelivery(r, attempts.filter((a) => a.deliveryId === r.id).slice(0, ATTEMPTS_SHOWN)),
  )
}

/** The delivery log, newest first; only the caller's own deliveries. */
export async function listDeliveries(
  db: Db,
  userId: number,
  query: { page: number; per_page: number },
): Promise<{ data: WebhookDelivery[]; meta: PaginationMeta }> {
  await agencyOnly(db, userId)
  const mine = eq(leadWebhookDeliveries.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(leadWebhookDeliveries)
      .where(mine)
      .orderBy(desc(leadWebhookDeliveries.createdAt), desc(leadWebhookDeliveries.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leadWebhookDeliveries)
      .where(mine),
  ])
  const n = Number(total?.n ?? 0)
  return {
    data: await withAttempts(db, rows),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: n,
      total_pages: Math.max(1, Math.ceil(n / query.per_page)),
    },
  }
}

/** "Enviar teste": queues a test event now. */
export async function sendTest(db: Db, userId: number): Promise<{ data: WebhookDelivery }> {
  await agencyOnly(db, userId)
  if (!(await hookOf(db, userId))) throw apiError(409, webhookMsg.notConfigured, { code: 'webhook_missing' })
  const row = await enqueue(db, userId, testEvent(), null)
  if (!row) throw new Error('test event not queued')
  return { data: toDelivery(row, []) }
}

/** "Reenviar": the same event (same id and body) again now, with a fresh 24 h of retries. Another's: 404. */
export async function resendDelivery(db: Db, userId: number, id: number): Promise<{ data: WebhookDelivery }> {
  await agencyOnly(db, userId)
  const mine = and(eq(leadWebhookDeliveries.id, id), eq(leadWebhookDeliveries.userId, userId))
  const [found] = await db.select({ id: leadWebhookDeliveries.id }).from(leadWebhookDeliveries).where(mine)
  if (!found) throw apiError(404, webhookMsg.notFound)
  if (!(await hookOf(db, userId))) throw apiError(409, webhookMsg.notConfigured, { code: 'webhook_missing' })
  const [row] = await db
    .update(leadWebhookDeliveries)
    .set({
      status: 'pending',
      nextAttemptAt: sql`now()`,
      retryUntil: sql`now() + make_interval(secs => ${RETRY_WINDOW_S})`,
      deliveredAt: null,
    })
    .where(mine)
    .returning()
  if (!row) throw apiError(404, webhookMsg.notFound)
  return { data: (await withAttempts(db, [row]))[0]! }
}

/**
 * Queues a new lead for its advertiser's webhook, when they have one; called in the lead's own transaction, so a
 * lead is queued exactly when it is saved, and its event id (unique per account) keeps it to once.
 */
export async function queueLeadWebhook(
  tx: Writer,
  lead: typeof leads.$inferSelect,
  origin: string,
): Promise<void> {
  const [hook] = await tx
    .select({ userId: leadWebhooks.userId })
    .from(leadWebhooks)
    .where(eq(leadWebhooks.userId, lead.advertiserId))
  if (!hook) return
  await enqueue(tx, lead.advertiserId, await leadCreatedEvent(tx, lead, origin), lead.id)
}
