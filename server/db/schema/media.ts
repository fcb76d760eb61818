import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * One stored image: the original and its WebP variants live under media/{hash}/ (content-addressed,
 * immutable). Listings reference media rows, so one file can serve many listings (demo data does).
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_hash_key').on(t.hash)],
)

/**
 * A finished photo upload and the image it became, by account: the storage quota sums `bytes`, and a daily sweep
 * removes uploads no listing took within a day (their image too, when nothing else uses it).
 */
export const uploadedMedia = pgTable(
  'uploaded_media',
  {
    uploadId: text('upload_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_media_user_idx').on(t.userId), index('uploaded_media_created_idx').on(t.createdAt)],
)
