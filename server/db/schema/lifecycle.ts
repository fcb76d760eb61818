import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { listingKinds, staffHoldKinds } from '../../../src/domain/listing-lifecycle'

export const listingKind = pgEnum('listing_kind', listingKinds)
export const staffHold = pgEnum('staff_hold', staffHoldKinds)

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * What the lifecycle keeps on both kinds of listing, besides the status: a staff hold (with its reason, when it
 * began, the status it interrupted, and the advertiser's request for a review), and when its content last changed
 * while live (staff's "recent changes").
 */
export const lifecycleColumns = () => ({
  hold: staffHold('hold'),
  holdReason: text('hold_reason'),
  heldAt: at('held_at'),
  /** The status the hold interrupted, given back (within the plan) when staff lift it. */
  statusBeforeHold: text('status_before_hold'),
  reviewRequestedAt: at('review_requested_at'),
  reviewRequestNote: text('review_request_note'),
  contentChangedAt: at('content_changed_at'),
  /** When a plan that shrank or ended paused the listing (null when anything else paused it, or it moved since). */
  planPausedAt: at('plan_paused_at'),
  /** The status the plan's pause interrupted (a vehicle in review goes back to review), given back with it. */
  planPausedFrom: text('plan_paused_from'),
  /** The latest price drop, in whole percent, and when (cards and "Maior redução"; counts for 90 days). */
  priceDropPercent: smallint('price_drop_percent'),
  priceDroppedAt: at('price_dropped_at'),
})

/** Every change of a listing's price, with its date (a price-only edit keeps the listing live). */
export const listingPriceChanges = pgTable(
  'listing_price_changes',
  {
    id: serial('id').primaryKey(),
    kind: listingKind('kind').notNull(),
    listingId: integer('listing_id').notNull(),
    /** 'price', or 'rent_price' for a property offered for sale and rent. */
    field: text('field').notNull().default('price'),
    fromPrice: integer('from_price'),
    toPrice: integer('to_price'),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('listing_price_changes_listing_idx').on(t.kind, t.listingId, t.changedAt)],
)

/**
 * What a risk check found on a listing as it would go live (a price far below its region's, another advertiser's
 * photos): one row per finding, named by its key, open until staff clear it. A cleared finding does not hold the
 * listing again.
 */
export const listingRiskFlags = pgTable(
  'listing_risk_flags',
  {
    id: serial('id').primaryKey(),
    kind: listingKind('kind').notNull(),
    listingId: integer('listing_id').notNull(),
    code: text('code').notNull(),
    key: text('key').notNull(),
    /** Why, in pt-BR, as the advertiser and staff read it. */
    reason: text('reason').notNull(),
    /** What staff see beside it: the band and the price, the two photos. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    foundAt: at('found_at').notNull().defaultNow(),
    clearedAt: at('cleared_at'),
    clearedBy: integer('cleared_by'),
  },
  (t) => [
    uniqueIndex('listing_risk_flags_key').on(t.kind, t.listingId, t.key),
    index('listing_risk_flags_open_idx')
      .on(t.foundAt)
      .where(sql`${t.clearedAt} is null`),
  ],
)
