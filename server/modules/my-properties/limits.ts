import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { ListingLimits } from '../../../src/domain/my-property'
import { plans, properties, subscriptions, users } from '../../db/schema'
import { apiError } from '../../http/errors'
import type { Tx } from './repository'

/** Without a subscription and without a free plan in the table: one active listing, ten photos. */
export const DEFAULT_LIMITS = { properties: 1, gallery: 10 } as const

export const limitMsg = {
  properties: (n: number) =>
    `Você atingiu o limite de ${n} ${n === 1 ? 'imóvel ativo' : 'imóveis ativos'} do seu plano. ` +
    'Salve como pendente, pause outro anúncio ou mude de plano.',
}

type Limits = Omit<ListingLimits, 'active'>

/**
 * The plan that decides the limits: the newest subscription that is active or in trial and not past its end;
 * else the free plan of the user's profile; else DEFAULT_LIMITS.
 */
export async function planLimits(db: Tx, userId: number): Promise<Limits> {
  const limitsOf = { properties: plans.propertiesLimit, gallery: plans.propertyGalleryLimit }
  const [subscribed] = await db
    .select(limitsOf)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'trial']),
        or(isNull(subscriptions.endDate), gt(subscriptions.endDate, sql`now()`)),
      ),
    )
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.id))
    .limit(1)
  if (subscribed) return subscribed
  const [free] = await db
    .select(limitsOf)
    .from(plans)
    .innerJoin(users, eq(users.profile, plans.kind))
    .where(and(eq(users.id, userId), eq(plans.isFree, true), eq(plans.active, true)))
    .orderBy(plans.order)
    .limit(1)
  return free ?? { ...DEFAULT_LIMITS }
}

/** Published listings (status 'active', not archived), optionally leaving one out (the one being edited). */
export async function countActive(db: Tx, userId: number, except?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(
      and(
        eq(properties.userId, userId),
        eq(properties.status, 'active'),
        isNull(properties.deletedAt),
        except === undefined ? undefined : ne(properties.id, except),
      ),
    )
  return Number(row?.n ?? 0)
}

export async function listingLimits(db: Tx, userId: number): Promise<ListingLimits> {
  const [limits, active] = await Promise.all([planLimits(db, userId), countActive(db, userId)])
  return { ...limits, active }
}

/** Refuses one more active listing past the plan's properties_limit (422 at /status). */
export async function checkActiveLimit(db: Tx, userId: number, except?: number): Promise<void> {
  const [limits, active] = await Promise.all([planLimits(db, userId), countActive(db, userId, except)])
  if (active >= limits.properties) {
    throw apiError(422, limitMsg.properties(limits.properties), {
      code: 'properties_limit',
      pointer: '/status',
    })
  }
}

/** Serialises one user's writes (limits are counted, then a row is written) within a transaction. */
export async function lockUser(db: Tx, userId: number): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`)
}
