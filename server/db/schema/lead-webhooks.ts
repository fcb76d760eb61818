import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** An agency's lead webhook: where each new lead is POSTed, and the secret its signature is made with. */
export const leadWebhooks = pgTable('lead_webhooks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  /** `whsec_` and 32 random bytes in hex: shown to the agency, which checks signatures with it. */
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
})

export type LeadWebhookEventType = 'lead.created' | 'webhook.test'
export type LeadWebhookDeliveryStatus = 'pending' | 'delivered' | 'failed'

/** One event to deliver to an account's webhook, with the state of its retries (the dashboard's delivery log). */
export const leadWebhookDeliveries = pgTable(
  'lead_webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The receiver's dedupe key (`evt_lead_<id>` for a lead): unique per account. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<LeadWebhookEventType>().notNull(),
    leadId: integer('lead_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<LeadWebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** No retry after this: 24 h after the event, or after the agency's "Reenviar". */
    retryUntil: at('retry_until').notNull(),
    lastAttemptAt: at('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** The first characters of the receiver's answer, never more. */
    lastResponse: text('last_response'),
    deliveredAt: at('delivered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_webhook_deliveries_event_idx').on(t.userId, t.eventId),
    index('lead_webhook_deliveries_log_idx').on(t.userId, t.createdAt),
    index('lead_webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`"status" = 'pending'`),
    check('lead_webhook_deliveries_status_check', sql`"status" in ('pending', 'delivered', 'failed')`),
    check('lead_webhook_deliveries_event_type_check', sql`"event_type" in ('lead.created', 'webhook.test')`),
  ],
)

/** Each attempt of a delivery: the receiver's status and a short excerpt of its answer, or why nothing was sent. */
export const leadWebhookAttempts = pgTable(
  'lead_webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => leadWebhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: at('attempted_at').notNull().defaultNow(),
    statusCode: integer('status_code'),
    error: text('error'),
    response: text('response'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('lead_webhook_attempts_delivery_idx').on(t.deliveryId, t.attemptedAt)],
)
