import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { paymentMethodStatus, planPeriod, subscriptionStatus, userProfile } from './enums'
import { users } from './users'

export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  kind: userProfile('kind').notNull(),
  /** Whole reais. */
  price: integer('price').notNull().default(0),
  priceBeforeDiscount: integer('price_before_discount'),
  active: boolean('active').notNull().default(true),
  recommended: boolean('recommended').notNull().default(false),
  recurring: boolean('recurring').notNull().default(true),
  durationInMonths: integer('duration_in_months').notNull().default(1),
  /** Trial days (7 by default). */
  days: integer('days').notNull().default(7),
  isFree: boolean('is_free').notNull().default(false),
  providerProductId: text('provider_product_id'),
  providerPriceId: text('provider_price_id'),
  propertiesLimit: integer('properties_limit').notNull().default(1),
  propertiesHighlightedLimit: integer('properties_highlighted_limit').notNull().default(0),
  video: boolean('video').notNull().default(false),
  highlightDays: integer('highlight_days').notNull().default(0),
  propertyGalleryLimit: integer('property_gallery_limit').notNull().default(10),
  period: planPeriod('period').notNull().default('monthly'),
  order: integer('order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: subscriptionStatus('status').notNull().default('pending'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    recurring: boolean('recurring').notNull().default(true),
    providerSubscriptionId: text('provider_subscription_id'),
    /** Which provider made it ('stripe', 'sandbox'; null: staff or a free plan): another provider never honours it. */
    provider: text('provider', { enum: ['stripe', 'sandbox'] }),
    /** The card code of the last declined renewal (Stripe's decline_code), for the advertiser's page and e-mail. */
    lastPaymentError: text('last_payment_error'),
    /**
     * Why billing refused a subscription the provider made ('duplicate': paid while another was current; it was
     * cancelled and refunded). The provider's later word does not bring it back.
     */
    refusedReason: text('refused_reason', { enum: ['duplicate'] }),
    /** When the provider's latest applied snapshot was made: an older event arriving late changes nothing. */
    providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
    /** Set when the current period was a trial (kept after the trial ends: one trial per advertiser). */
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    /**
     * 'pix' for a period paid by PIX (no provider subscription: the app runs the period and it never renews by
     * itself); null for a card subscription run by the provider, or a plan given without payment.
     */
    paymentMethod: text('payment_method', { enum: ['pix'] }),
    /** The provider's payment that paid the latest PIX period. */
    providerPaymentId: text('provider_payment_id'),
    /** The end date whose "pay the next period by PIX" e-mail went out: one reminder per period. */
    renewalNoticeFor: timestamp('renewal_notice_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_idx').on(t.providerSubscriptionId),
  ],
)

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: paymentMethodStatus('status').notNull().default('active'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_provider_idx').on(t.providerPaymentMethodId),
  ],
)

/** The advertiser as a customer of the payment provider (one per provider account). */
export const billingCustomers = pgTable('billing_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A hosted checkout the advertiser was sent to: for a plan (mode subscription) or to save a card (mode setup). Its
 * status is 'open' until the provider's webhook says it completed.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => plans.id),
    /** 'payment': one PIX payment for one period of the plan. */
    mode: text('mode', { enum: ['subscription', 'setup', 'payment'] }).notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    trial: boolean('trial').notNull().default(false),
    providerSubscriptionId: text('provider_subscription_id'),
    paymentMethod: text('payment_method', { enum: ['card', 'pix'] })
      .notNull()
      .default('card'),
    /** The subscription a paid PIX checkout started or extended (set once: a repeated payment event adds nothing). */
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_sessions_user_idx').on(t.userId)],
)

/** Webhook events already handled, by the provider's event id: a repeated delivery is answered and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every trial given, by who received it: the account, the card (the provider's fingerprint: the same card on
 * another account is the same person) and the CPF/CNPJ when known. A trial is given once per person.
 */
export const trialGrants = pgTable(
  'trial_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cardFingerprint: text('card_fingerprint'),
    document: text('document'),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trial_grants_user_idx').on(t.userId),
    index('trial_grants_card_idx').on(t.cardFingerprint),
    index('trial_grants_document_idx').on(t.document),
  ],
)
