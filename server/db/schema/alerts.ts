import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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
import { listingKind } from './lifecycle'
import { pushSubscriptions } from './push'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })
/** A full-text query, computed by the database from the search's words (never written by the app as text). */
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' })
/** A geometric box (the map area), written as `box(point, point)` by the app's SQL. */
const box = customType<{ data: string }>({ dataType: () => 'box' })

/**
 * A user's saved search with its alerts. `query` is the list page's params as saved; the typed columns below are
 * derived from it so that one indexed query finds every search a listing satisfies (docs/alerts.md). "Any" is 0 or
 * '' in the indexed columns (city, category, deal) and null elsewhere.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: listingKind('kind').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    name: text('name').notNull(),
    push: boolean('push').notNull().default(true),
    email: text('email').$type<'off' | 'instant' | 'daily'>().notNull().default('daily'),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    lastNotifiedAt: at('last_notified_at'),
    cityId: integer('city_id').notNull().default(0),
    /** A property's category, or a vehicle's type. */
    category: text('category').notNull().default(''),
    /** 'sale' or 'rent' (properties). */
    deal: text('deal').notNull().default(''),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    areaMin: integer('area_min'),
    areaMax: integer('area_max'),
    bedroomsMin: integer('bedrooms_min'),
    bathroomsMin: integer('bathrooms_min'),
    garagesMin: integer('garages_min'),
    bbox: box('bbox'),
    /** The rural filters of a property search (area_ha_min, water…), as its query names them; null without any. */
    rural: jsonb('rural').$type<Record<string, string | number>>(),
    /** The brand's name in lower case: one brand whatever the vehicle type, as the list's filter. */
    brand: text('brand'),
    modelId: integer('model_id'),
    yearMin: integer('year_min'),
    yearMax: integer('year_max'),
    mileageMax: integer('mileage_max'),
    condition: text('condition'),
    transmission: text('transmission'),
    fuelType: text('fuel_type'),
    /** Lower case, as the list's filter compares it. */
    color: text('color'),
    sellerType: text('seller_type'),
    acceptsExchange: boolean('accepts_exchange').notNull().default(false),
    qTsquery: tsquery('q_tsquery'),
    /** The towns the words name (the list's search also finds listings in a town its words name). */
    qCityIds: integer('q_city_ids').array(),
    /**
     * The neighbourhoods and streets the words name, as `neighborhood:<town id>:<name>` or `street:…` (properties:
     * the list also finds listings in a place its words name, typos forgiven).
     */
    qPlaces: text('q_places').array(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_match_idx')
      .on(t.kind, t.cityId, t.category, t.deal)
      .where(sql`"active"`),
    check('saved_searches_email_check', sql`${t.email} in ('off', 'instant', 'daily')`),
  ],
)

/**
 * A listing a saved search matched, once per (search, listing, event): the unique key is what makes an alert go
 * out exactly once, whichever process matched it. `event` is 'new' or 'drop:<price change id>'.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key (written by the hundred per event): a deleted search's matches are read no more. */
    savedSearchId: integer('saved_search_id').notNull(),
    userId: integer('user_id').notNull(),
    listingKind: listingKind('listing_kind').notNull(),
    listingId: integer('listing_id').notNull(),
    event: text('event').notNull(),
    priceFrom: integer('price_from'),
    priceTo: integer('price_to'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The search was on the daily e-mail when it matched: the match waits for the digest. */
    daily: boolean('daily').notNull().default(false),
    /** When the daily e-mail carried it (daily matches only). */
    digestSentAt: at('digest_sent_at'),
  },
  (t) => [
    // Led by the listing: one event's few hundred matches land on adjacent index pages (docs/alerts.md).
    uniqueIndex('alert_matches_once_key').on(t.listingKind, t.listingId, t.event, t.savedSearchId),
    index('alert_matches_digest_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.daily} and ${t.digestSentAt} is null`),
  ],
)

/**
 * The delivery queue, persisted so that a restart loses nothing: one row per push to one device, per instant
 * e-mail, per daily digest. Claimed with FOR UPDATE SKIP LOCKED; a failure is retried with exponential backoff.
 */
export const alertJobs = pgTable(
  'alert_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').$type<'push' | 'email' | 'digest'>().notNull(),
    matchId: bigint('match_id', { mode: 'number' }),
    /** No foreign key: a job whose device is gone is skipped. */
    subscriptionId: integer('subscription_id'),
    userId: integer('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * What makes the job unique (a follow's event and device, a user's digest of a day): enqueued once. Null for a
     * match's jobs, queued once by the statement that records the match.
     */
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    failedAt: at('failed_at'),
  },
  (t) => [
    uniqueIndex('alert_jobs_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index('alert_jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    check('alert_jobs_channel_check', sql`${t.channel} in ('push', 'email', 'digest')`),
  ],
)

/** A device following a listing (a favourite): its price drops and its end (sold, rented, removed) are pushed. */
export const pushFollows = pgTable(
  'push_follows',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    listingKind: listingKind('listing_kind').notNull(),
    listingId: integer('listing_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'push_follows_pkey', columns: [t.subscriptionId, t.listingKind, t.listingId] }),
    index('push_follows_listing_idx').on(t.listingKind, t.listingId),
  ],
)
