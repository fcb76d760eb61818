import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { plans, subscriptions } from './billing'
import { users } from './users'

/**
 * A move to a smaller plan, waiting for the end of the period the advertiser already paid for, with the listings
 * they chose to keep live (by kind); when the new plan starts the others are paused by the plan. 'scheduled' until
 * then, 'applied' once the provider says the new plan started, 'canceled' when the advertiser gave it up (or
 * upgraded, or cancelled the subscription) before. An upgrade is 'charging' while the provider charges it: one at
 * a time per advertiser, so a request repeated or sent from two devices is charged once.
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromPlanId: integer('from_plan_id')
      .notNull()
      .references(() => plans.id),
    toPlanId: integer('to_plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: ['scheduled', 'charging', 'applied', 'canceled'] })
      .notNull()
      .default('scheduled'),
    keepProperties: integer('keep_properties').array().notNull().default([]),
    keepVehicles: integer('keep_vehicles').array().notNull().default([]),
    /** When the period ends and the new plan starts. */
    effectiveAt: timestamp('effective_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('plan_changes_user_idx').on(t.userId, t.status)],
)
