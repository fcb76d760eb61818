import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users'

export type AuthClient = 'user' | 'admin'

/**
 * One signed-in session per row; its id is the `jti` of every token issued for it (a sliding refresh re-signs
 * the same id with a later expiry). Sign-out sets revoked_at, and a token whose session is revoked or past
 * expires_at is refused even if its signature and exp are fine.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    client: text('client').$type<AuthClient>().notNull(),
    /** users.id or admins.id, by client. */
    subject: integer('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_sessions_subject_idx').on(t.client, t.subject),
    index('auth_sessions_expires_idx').on(t.expiresAt),
  ],
)

/** Password reset links: only the SHA-256 of the token is kept; single use, expiring. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
)

/** Accounts at third-party issuers (OpenID Connect) linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_key').on(t.issuer, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
)

export type EmailLinkPurpose = 'sign_up' | 'change' | 'undo'

/**
 * Links sent to confirm an address: at sign-up, to the new address of a change, and to the old one to undo the
 * change. Only the SHA-256 of the token is kept; single use, expiring. `email` is the address the link confirms
 * (for an undo, the address it restores).
 */
export const emailLinks = pgTable(
  'email_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailLinkPurpose>().notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_links_token_key').on(t.tokenHash), index('email_links_user_idx').on(t.userId)],
)
