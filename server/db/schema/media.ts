import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
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
    /** The picture's 64-bit difference hash (server/adapters/storage/dhash.ts), as a signed bigint; null until hashed. */
    dhash: bigint('dhash', { mode: 'bigint' }),
    /** The picture's dominant colour, `#rrggbb` (server/adapters/storage/dominant-colour.ts); null until computed. */
    colour: text('colour'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_hash_key').on(t.hash)],
)

/**
 * A finished photo upload and the image it became, by account: the storage quota sums `bytes`, and a daily sweep
 * removes uploads no listing took within a day (their image too, when nothing else uses it). A camera photo's
 * capture position lives here too (migration 0031).
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
    /**
     * Where the device was when the photo was taken with the app's camera (src/domain/on-site-photos.ts), all four
     * or none. Private: kept on the account's upload, not on the shared media row, and never in a public answer.
     */
    captureLat: doublePrecision('capture_lat'),
    captureLng: doublePrecision('capture_lng'),
    captureAccuracyM: real('capture_accuracy_m'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploaded_media_user_idx').on(t.userId),
    index('uploaded_media_created_idx').on(t.createdAt),
    index('uploaded_media_media_idx')
      .on(t.mediaId)
      .where(sql`${t.captureLat} is not null`),
    check(
      'uploaded_media_capture_whole',
      sql`(${t.captureLat} is null) = (${t.captureLng} is null) and (${t.captureLat} is null) = (${t.captureAccuracyM} is null) and (${t.captureLat} is null) = (${t.capturedAt} is null)`,
    ),
  ],
)

/**
 * The multi-index of `media.dhash` for near-copy lookups: seven bands (bit i in band i mod 7) per hash, kept by a
 * trigger on `media` (migration 0029, `media_dhash_band(h, band)`); two hashes within 6 bits share a band. The
 * primary key INCLUDEs `dhash`, so a lookup checks the distance in the index without visiting a row.
 */
export const mediaDhashBands = pgTable(
  'media_dhash_bands',
  {
    band: smallint('band').notNull(),
    value: smallint('value').notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    dhash: bigint('dhash', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.band, t.value, t.mediaId] }),
    index('media_dhash_bands_media_idx').on(t.mediaId),
  ],
)
