import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core'

/** Website settings: one row, read at app start through GET /api/settings. */
export const websiteSettings = pgTable('website_settings', {
  id: integer('id').primaryKey().default(1),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
