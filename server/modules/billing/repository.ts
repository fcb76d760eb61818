import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  billingCustomers,
  checkoutSessions,
  paymentMethods,
  plans,
  subscriptions,
  users,
} from '../../db/schema'

// Billing's SQL. Reads and writes for an advertiser take the advertiser's id, so none can reach another's rows.

export type PlanRow = typeof plans.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect & { planName: string }
export type CardRow = typeof paymentMethods.$inferSelect
export type CheckoutRow = typeof checkoutSessions.$inferSelect

export const activePlans = (db: Db, kind: PlanRow['kind']) =>
  db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), eq(plans.kind, kind)))
    .orderBy(asc(plans.order), asc(plans.id))

export const activePlan = async (db: Db, id: number) =>
  (
    await db
      .select()
      .from(plans)
      .where(and(eq(plans.id, id), eq(plans.active, true)))
  )[0] ?? null

export const userOf = async (db: Db, id: number) =>
  (
    await db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        profile: users.profile,
      })
      .from(users)
      .where(eq(users.id, id))
  )[0] ?? null

const subscriptionColumns = { sub: subscriptions, planName: plans.name }
const toSubscription = (r: {
  sub: typeof subscriptions.$inferSelect
  planName: string
}): SubscriptionRow => ({
  ...r.sub,
  planName: r.planName,
})

export const subscriptionsOf = async (db: Db, userId: number) =>
  (
    await db
      .select(subscriptionColumns)
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
  ).map(toSubscription)

export const subscriptionOf = async (db: Pick<Db, 'select'>, userId: number, id: number) =>
  (
    await db
      .select(subscriptionColumns)
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id)))
  ).map(toSubscription)[0] ?? null

export const subscriptionByProviderId = async (db: Db, providerId: string) =>
  (
    await db
      .select(subscriptionColumns)
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(eq(subscriptions.providerSubscriptionId, providerId))
  ).map(toSubscription)[0] ?? null

export const customerIdOf = async (db: Db, userId: number) =>
  (await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)))[0]
    ?.providerCustomerId ?? null

export const userOfCustomer = async (db: Db, providerCustomerId: string) =>
  (
    await db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.providerCustomerId, providerCustomerId))
  )[0]?.userId ?? null

export const saveCustomer = (db: Db, userId: number, providerCustomerId: string) =>
  db.insert(billingCustomers).values({ userId, providerCustomerId }).onConflictDoNothing()

export const checkoutOf = async (db: Db, userId: number, id: string) =>
  (
    await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.id, id)))
  )[0] ?? null

export const cardsOf = (db: Db, userId: number) =>
  db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt), asc(paymentMethods.id))

export const cardOf = async (db: Db, userId: number, id: number) =>
  (
    await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.id, id)))
  )[0] ?? null

export const providerCardsOf = (db: Db, userId: number) =>
  db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNotNull(paymentMethods.providerPaymentMethodId)))

/** Live subscriptions the provider manages, and refused ones it may still charge (their cancel failed). */
export const subscriptionsToReconcile = (db: Db, provider: 'stripe' | 'sandbox') =>
  db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNotNull(subscriptions.providerSubscriptionId),
        eq(subscriptions.provider, provider),
        or(
          inArray(subscriptions.status, ['trial', 'active', 'inactive', 'pending']),
          isNotNull(subscriptions.refusedReason),
        ),
      ),
    )

/**
 * Subscriptions made by the sandbox are a demonstration's: a server taking real payments (or none) ends them
 * rather than honour them. Answers their users.
 */
export async function endSandboxSubscriptions(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'expired', endDate: now, recurring: false })
    .where(
      and(
        eq(subscriptions.provider, 'sandbox'),
        inArray(subscriptions.status, ['trial', 'active', 'inactive', 'pending']),
      ),
    )
    .returning({ userId: subscriptions.userId })
  return [...new Set(rows.map((r) => r.userId))]
}

/**
 * Subscriptions no provider renews (a free plan given an end, a plan set by staff, demo data) whose end has passed:
 * marked expired. Answers their users.
 */
export async function expireUnmanaged(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'expired' })
    .where(
      and(
        isNull(subscriptions.providerSubscriptionId),
        inArray(subscriptions.status, ['trial', 'active']),
        lte(subscriptions.endDate, now),
      ),
    )
    .returning({ userId: subscriptions.userId })
  return rows.map((r) => r.userId)
}

export const openCheckouts = (db: Db, olderThan: Date, newerThan: Date) =>
  db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.status, 'open'),
        sql`${checkoutSessions.createdAt} < ${olderThan.toISOString()}`,
        sql`${checkoutSessions.createdAt} > ${newerThan.toISOString()}`,
      ),
    )

/** A free plan: is_free, or nothing to pay. */
export const isFreePlan = (plan: Pick<PlanRow, 'isFree' | 'price'>) => plan.isFree || plan.price <= 0
/** The same rule in SQL, over the plans table. */
export const freePlanSql = or(eq(plans.isFree, true), lte(plans.price, 0))

/**
 * Ends the advertiser's live free subscriptions (taken without the provider): a paid one took their place, and an
 * advertiser has one current subscription at a time.
 */
export const endFreeSubscriptions = (db: Pick<Db, 'select' | 'update'>, userId: number) =>
  db
    .update(subscriptions)
    .set({ status: 'canceled', endDate: new Date(), recurring: false })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'trial']),
        isNull(subscriptions.providerSubscriptionId),
        inArray(subscriptions.planId, db.select({ id: plans.id }).from(plans).where(freePlanSql)),
      ),
    )
