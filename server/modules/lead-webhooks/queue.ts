import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leadWebhookAttempts, leadWebhookDeliveries } from '../../db/schema'
import { selectRows } from '../search'
import type { WebhookEvent } from './payload'
import type { SendResult } from './send'

// The delivery queue's policy. A delivery is claimed by moving its next attempt a lease ahead, the rows chosen with
// FOR UPDATE SKIP LOCKED: two processes never claim the same one, and one that dies holding it leaves it to be
// claimed again when the lease ends (a restart loses nothing). A failed attempt is tried again after a delay that
// doubles (30 s, 1 min, 2 min … at most 3 h) until 24 h have passed since the event (or since "Reenviar"); then the
// delivery is "falhou".

export const RETRY_WINDOW_S = 24 * 60 * 60
const BASE_DELAY_S = 30
const MAX_DELAY_S = 3 * 60 * 60
/** Longer than one attempt can take (a 10 s timeout, the name's lookup). */
const LEASE_S = 60

export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>

/** The delay after the `attempts`-th failed attempt. */
export const backoffSeconds = (attempts: number) =>
  Math.min(MAX_DELAY_S, BASE_DELAY_S * 2 ** Math.max(0, attempts - 1))

/** Queues an event for the account's webhook; an event id already queued for it is left alone (once per lead). */
export async function enqueue(db: Writer, userId: number, event: WebhookEvent, leadId: number | null) {
  const [row] = await db
    .insert(leadWebhookDeliveries)
    .values({
      userId,
      eventId: event.id,
      eventType: event.type,
      leadId,
      payload: event as unknown as Record<string, unknown>,
      retryUntil: sql`now() + make_interval(secs => ${RETRY_WINDOW_S})`,
    })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

export interface Claimed {
  id: number
  userId: number
  eventId: string
  eventType: string
  payload: unknown
  attempts: number
}

/** Claims up to `limit` due deliveries for this process. */
export async function claimDue(db: Db, limit: number): Promise<Claimed[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`update lead_webhook_deliveries
      set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_S})
      where id in (
        select id from lead_webhook_deliveries
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked)
      returning id, user_id, event_id, event_type, payload, attempts`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    eventId: String(r.event_id),
    eventType: String(r.event_type),
    payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
    attempts: Number(r.attempts),
  }))
}

/** Writes one attempt's outcome: delivered, tried again after the backoff, or given up past the window. */
export async function recordAttempt(
  db: Db,
  delivery: Claimed,
  result: SendResult,
): Promise<'delivered' | 'retry' | 'failed'> {
  return db.transaction(async (tx) => {
    await tx.insert(leadWebhookAttempts).values({
      deliveryId: delivery.id,
      statusCode: result.statusCode,
      error: result.error,
      response: result.response,
      durationMs: result.durationMs,
    })
    const last = {
      lastAttemptAt: sql`now()`,
      lastStatusCode: result.statusCode,
      lastError: result.error,
      lastResponse: result.response,
    }
    const mine = eq(leadWebhookDeliveries.id, delivery.id)
    if (result.ok) {
      await tx
        .update(leadWebhookDeliveries)
        .set({ ...last, status: 'delivered', deliveredAt: sql`now()` })
        .where(mine)
      return 'delivered'
    }
    const delay = backoffSeconds(delivery.attempts)
    const [row] = await tx
      .update(leadWebhookDeliveries)
      .set({
        ...last,
        nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
        status: sql`case when now() + make_interval(secs => ${delay}) > retry_until then 'failed' else 'pending' end`,
      })
      .where(mine)
      .returning({ status: leadWebhookDeliveries.status })
    return row?.status === 'failed' ? 'failed' : 'retry'
  })
}

/** A delivery that cannot be sent at all (the webhook was removed): given up at once. */
export async function giveUp(db: Db, delivery: Claimed, error: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(leadWebhookAttempts).values({ deliveryId: delivery.id, error, durationMs: 0 })
    await tx
      .update(leadWebhookDeliveries)
      .set({
        status: 'failed',
        lastAttemptAt: sql`now()`,
        lastError: error,
        lastStatusCode: null,
        lastResponse: null,
      })
      .where(eq(leadWebhookDeliveries.id, delivery.id))
  })
}
