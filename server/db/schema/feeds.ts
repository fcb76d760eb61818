import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { FeedSkip } from '../../../src/domain/feeds'
import { media } from './media'
import { properties } from './properties'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** An agency's feeds: the address its feed is imported from (null: by file only) and its secret export token. */
export const feedSources = pgTable(
  'feed_sources',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    importUrl: text('import_url'),
    exportToken: text('export_token').notNull(),
    nextImportAt: at('next_import_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feed_sources_export_token').on(t.exportToken),
    index('feed_sources_next_import')
      .on(t.nextImportAt)
      .where(sql`${t.importUrl} IS NOT NULL`),
  ],
)

/** The listing an entry of the feed became, and a digest of the entry as last written. */
export const feedListings = pgTable(
  'feed_listings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    /** Paused because the feed left it out: it comes back when the feed has it again. */
    pausedByFeed: boolean('paused_by_feed').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'feed_listings_pkey', columns: [t.userId, t.externalId] }),
    uniqueIndex('feed_listings_property').on(t.propertyId),
  ],
)

/** A photo address of an agency's feed already stored: the next run does not fetch it again. */
export const feedPhotos = pgTable(
  'feed_photos',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'feed_photos_pkey', columns: [t.userId, t.url] })],
)

/** One import and its report. */
export const feedRuns = pgTable(
  'feed_runs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['file', 'url', 'schedule'] }).notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    paused: integer('paused').notNull().default(0),
    archived: integer('archived').notNull().default(0),
    skipped: jsonb('skipped').$type<FeedSkip[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [
    index('feed_runs_user').on(t.userId, t.id),
    uniqueIndex('feed_runs_one_running')
      .on(t.userId)
      .where(sql`${t.status} = 'running'`),
  ],
)
