import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { admins } from './users'

/**
 * Every back office action: who (the admin), when, what (the action), on what (target type and id), and the
 * target as it was before and after. Written by the audit hook for every successful write under /v1/admin.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** The admin's e-mail when the action was taken (kept if the admin is removed). */
    adminEmail: text('admin_email').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** What the target was called when the action was taken (an e-mail, a brand's name), for a readable log. */
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_admin_idx').on(t.adminId, t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
)
