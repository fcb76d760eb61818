import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { plans, properties, subscriptions, vehicles } from '../schema'
import { lifecycleTables, pauseBeyondPlan } from '../../modules/listings/lifecycle'
import { currentPlanLimits, isCurrentSubscription, newestFirst } from '../../modules/plan-limits/service'
import { daysBefore } from './random'
import type { SeededUser } from './users'

// The demo follows the marketplace's rules as any advertiser's data would: drawn listings are squared with each
// advertiser's plan by the lifecycle itself (the oldest live listings beyond the plan's places are paused, as a
// smaller plan would), highlights are kept within the plan's, and the listings drawn as held by staff or refused
// in review carry the reason their advertiser reads.

const holdReasons = [
  'As fotos não correspondem ao imóvel anunciado.',
  'Telefone e link externo na descrição do anúncio.',
  'Anúncio duplicado: o mesmo imóvel já está publicado.',
]
const rejectionReasons = [
  'A versão informada não confere com as fotos do veículo.',
  'O preço informado parece estar errado. Confira e envie de novo.',
]

export async function applyPlanRules(db: Db, users: SeededUser[]): Promise<void> {
  for (const u of users) {
    await fitPaidPlan(db, u.id)
    await pauseBeyondPlan({ db }, u.id, daysBefore(0))
    await trimHighlights(db, u.id)
  }
  // Staff holds and refusals drawn by the demo, with their reasons and the status they interrupted.
  await db
    .update(properties)
    .set({
      hold: 'paused',
      holdReason: sql`(array[${sql.join(
        holdReasons.map((r) => sql`${r}`),
        sql`, `,
      )}])[1 + ${properties.id} % ${holdReasons.length}]`,
      heldAt: sql`${properties.updatedAt}`,
      statusBeforeHold: 'paused',
    })
    .where(and(eq(properties.status, 'inactive'), isNull(properties.hold)))
  await db
    .update(vehicles)
    .set({
      hold: 'paused',
      holdReason: holdReasons[1]!,
      heldAt: sql`${vehicles.updatedAt}`,
      statusBeforeHold: 'paused',
    })
    .where(and(eq(vehicles.status, 'suspended'), isNull(vehicles.hold)))
  await db
    .update(vehicles)
    .set({
      rejectionReason: sql`(array[${sql.join(
        rejectionReasons.map((r) => sql`${r}`),
        sql`, `,
      )}])[1 + ${vehicles.id} % ${rejectionReasons.length}]`,
      reviewedAt: sql`${vehicles.updatedAt}`,
    })
    .where(and(eq(vehicles.status, 'inactive'), isNull(vehicles.rejectionReason)))
}

/**
 * A paying advertiser drawn with more live listings than their plan holds is on the smallest plan of the same
 * profile and period that holds them (as they would have chosen); free plans stay free, their extras paused.
 */
async function fitPaidPlan(db: Db, userId: number) {
  const [sub] = await db
    .select({ id: subscriptions.id, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(isCurrentSubscription(userId))
    .orderBy(...newestFirst)
    .limit(1)
  if (!sub || sub.plan.isFree) return
  const counted = async (kind: 'property' | 'vehicle') =>
    (await lifecycleTables[kind].counted(db, userId)).length
  const needed = Math.max(await counted('property'), await counted('vehicle'))
  if (needed <= sub.plan.propertiesLimit) return
  const [bigger] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        eq(plans.kind, sub.plan.kind),
        eq(plans.isFree, false),
        sub.plan.durationInMonths === null
          ? isNull(plans.durationInMonths)
          : eq(plans.durationInMonths, sub.plan.durationInMonths),
        gte(plans.propertiesLimit, needed),
      ),
    )
    .orderBy(asc(plans.propertiesLimit))
    .limit(1)
  if (bigger) await db.update(subscriptions).set({ planId: bigger.id }).where(eq(subscriptions.id, sub.id))
}

/** The newest highlights up to the plan's properties_highlighted_limit stay; the others end. */
async function trimHighlights(db: Db, userId: number) {
  const limit = (await currentPlanLimits(db, userId))?.highlighted ?? 0
  const highlighted = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.userId, userId), eq(properties.highlighted, true)))
    .orderBy(
      sql`${properties.status} = 'active' and ${properties.deletedAt} is null desc`,
      sql`${properties.createdAt} desc`,
    )
  const beyond = highlighted.slice(limit).map((r) => r.id)
  if (beyond.length)
    await db
      .update(properties)
      .set({ highlighted: false, highlightedUntil: null })
      .where(inArray(properties.id, beyond))
}
