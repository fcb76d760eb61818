import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { admins, users } from './users'

/**
 * Documents sent for staff to check: an advertiser's (identity, CRECI, CNPJ: "Anunciante verificado") or a
 * listing's (registry certificate, CRLV: "Documento conferido"). One row per sending; a refusal is followed by a
 * new row. `listing_id` is a property's or a vehicle's id by `subject`, null for the advertiser.
 */
export const trustChecks = pgTable(
  'trust_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject', { enum: ['advertiser', 'property', 'vehicle'] }).notNull(),
    listingId: integer('listing_id'),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the files were deleted (30 days after the decision). */
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trust_checks_one_open_key')
      .on(t.userId, t.subject, sql`coalesce(${t.listingId}, 0)`)
      .where(sql`${t.status} = 'pending'`),
    index('trust_checks_user_idx').on(t.userId, t.subject, t.listingId, t.createdAt),
    index('trust_checks_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('trust_checks_verified_key')
      .on(t.userId)
      .where(sql`${t.subject} = 'advertiser' and ${t.status} = 'approved'`),
    index('trust_checks_documented_idx')
      .on(t.subject, t.listingId)
      .where(sql`${t.status} = 'approved' and ${t.listingId} is not null`),
    index('trust_checks_purge_idx')
      .on(t.decidedAt)
      .where(sql`${t.decidedAt} is not null and ${t.filesDeletedAt} is null`),
  ],
)

/** One photographed document of a check; `storage_key` names it in private storage, null once deleted. */
export const trustFiles = pgTable(
  'trust_files',
  {
    id: serial('id').primaryKey(),
    checkId: integer('check_id')
      .notNull()
      .references(() => trustChecks.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key'),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trust_files_check_idx').on(t.checkId)],
)
