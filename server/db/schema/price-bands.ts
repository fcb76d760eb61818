import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { listingKind } from './lifecycle'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * The price band of live listings like one another, refreshed as a whole (server/modules/price-bands): for
 * properties per town × category × deal ('sale', 'rent'), in reais per m²; for vehicles per model and year (the
 * comparables a year either side) across the region (`city_id` 0, `category` the vehicle type). A key with fewer
 * than 8 comparables has no row.
 */
export const priceBands = pgTable(
  'price_bands',
  {
    kind: listingKind('kind').notNull(),
    cityId: integer('city_id').notNull(),
    category: text('category').notNull(),
    deal: text('deal').notNull(),
    modelId: integer('model_id').notNull().default(0),
    year: integer('year').notNull().default(0),
    p25: doublePrecision('p25').notNull(),
    median: doublePrecision('median').notNull(),
    p75: doublePrecision('p75').notNull(),
    comparables: integer('comparables').notNull(),
    refreshedAt: at('refreshed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'price_bands_pkey',
      columns: [t.kind, t.cityId, t.category, t.deal, t.modelId, t.year],
    }),
  ],
)

/**
 * Staff's decisions on held listings, per advertiser: 'released' (the hold was wrong), 'kept' or 'removed'. The
 * review queue reads them as the advertiser's standing.
 */
export const moderationOutcomes = pgTable(
  'moderation_outcomes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: listingKind('kind').notNull(),
    listingId: integer('listing_id').notNull(),
    outcome: text('outcome').notNull(),
    decidedAt: at('decided_at').notNull().defaultNow(),
  },
  (t) => [index('moderation_outcomes_user_idx').on(t.userId, t.outcome)],
)
