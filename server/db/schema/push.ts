import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A browser's Web Push subscription (RFC 8030/8291): where to POST and the keys to encrypt for. One
 * endpoint belongs to one user (or to no account: a visitor's device following favourites); an endpoint the push service answers 404/410 for is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Null for a visitor's device that follows favourites without an account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 ECDH public key, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The 16-byte auth secret, base64url. */
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
)
