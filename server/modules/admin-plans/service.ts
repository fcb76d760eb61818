import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { sortOf } from '../../../src/domain/backoffice'
import type {
  AdminPlan,
  AdminSubscription,
  AdminSubscriptionListQuery,
  PlanValues,
} from '../../../src/domain/backoffice-plans'
import type { Db } from '../../db/client'
import { plans, subscriptions, users } from '../../db/schema'
import { apiError, notFound } from '../../http/errors'
import { pageMeta } from '../../http/public-read'

// Plans and subscriptions in the back office. The public plan pages read the plans by `order`, active ones only,
// straight from the table, so an edit, a switch or a new order shows there at once.

export const PLAN_NOT_FOUND = 'Plano não encontrado'
type PlanRow = typeof plans.$inferSelect

const subscriptionsCount = sql<number>`(select count(*)::int from subscriptions s where s.plan_id = "plans"."id")`

const toAdminPlan = (p: PlanRow, subs: number): AdminPlan => ({
  id: String(p.id),
  type: 'plan',
  attributes: {
    name: p.name,
    description: p.description,
    kind: p.kind,
    price: p.price,
    price_before_discount: p.priceBeforeDiscount,
    active: p.active,
    recommended: p.recommended,
    recurring: p.recurring,
    duration_in_months: p.durationInMonths,
    days: p.days,
    is_free: p.isFree,
    provider_product_id: p.providerProductId,
    provider_price_id: p.providerPriceId,
    properties_limit: p.propertiesLimit,
    properties_highlighted_limit: p.propertiesHighlightedLimit,
    video: p.video,
    highlight_days: p.highlightDays,
    property_gallery_limit: p.propertyGalleryLimit,
    period: p.period,
    order: p.order,
    subscriptions_count: Number(subs),
    created_at: p.createdAt.toISOString(),
  },
})

const toColumns = (v: PlanValues) => ({
  name: v.name,
  description: v.description,
  kind: v.kind,
  price: v.price,
  priceBeforeDiscount: v.price_before_discount,
  active: v.active,
  recommended: v.recommended,
  recurring: v.recurring,
  durationInMonths: v.duration_in_months,
  days: v.days,
  isFree: v.is_free,
  providerProductId: v.provider_product_id,
  providerPriceId: v.provider_price_id,
  propertiesLimit: v.properties_limit,
  propertiesHighlightedLimit: v.properties_highlighted_limit,
  video: v.video,
  highlightDays: v.highlight_days,
  propertyGalleryLimit: v.property_gallery_limit,
  period: v.period,
})

export async function listPlans(db: Db): Promise<AdminPlan[]> {
  const rows = await db
    .select({ plan: plans, subs: subscriptionsCount })
    .from(plans)
    .orderBy(asc(plans.order), asc(plans.id))
  return rows.map((r) => toAdminPlan(r.plan, r.subs))
}

export async function planOr404(db: Db, id: number): Promise<AdminPlan> {
  const [row] = await db.select({ plan: plans, subs: subscriptionsCount }).from(plans).where(eq(plans.id, id))
  if (!row) throw notFound(PLAN_NOT_FOUND)
  return toAdminPlan(row.plan, row.subs)
}

/** A new plan goes last. */
export async function createPlan(db: Db, v: PlanValues): Promise<AdminPlan> {
  const [last] = await db.select({ max: sql<number>`coalesce(max(${plans.order}), 0)::int` }).from(plans)
  const [row] = await db
    .insert(plans)
    .values({ ...toColumns(v), order: (last?.max ?? 0) + 1 })
    .returning({ id: plans.id })
  return planOr404(db, row!.id)
}

export async function updatePlan(db: Db, id: number, v: PlanValues) {
  const before = await planOr404(db, id)
  await db.update(plans).set(toColumns(v)).where(eq(plans.id, id))
  return { before, after: await planOr404(db, id) }
}

export async function setPlanActive(db: Db, id: number, active: boolean) {
  const before = await planOr404(db, id)
  await db.update(plans).set({ active }).where(eq(plans.id, id))
  return { before, after: await planOr404(db, id) }
}

/** Numbers the plans 1…n in the order given; the list must name every plan exactly once. */
export async function reorderPlans(db: Db, ids: number[]) {
  const all = await db
    .select({ id: plans.id, order: plans.order })
    .from(plans)
    .orderBy(asc(plans.order), asc(plans.id))
  const known = new Set(all.map((p) => p.id))
  if (new Set(ids).size !== ids.length || ids.length !== all.length || ids.some((id) => !known.has(id)))
    throw apiError(422, 'A nova ordem deve conter cada plano uma vez', { code: 'invalid', pointer: '/ids' })
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries())
      await tx
        .update(plans)
        .set({ order: i + 1 })
        .where(eq(plans.id, id))
  })
  return { before: all.map((p) => p.id), after: ids }
}

const SUB_SORTS = ['created_at', 'status', 'plan', 'user', 'end_date'] as const
const subColumn = {
  created_at: subscriptions.createdAt,
  status: subscriptions.status,
  plan: plans.name,
  user: users.email,
  end_date: subscriptions.endDate,
}

export async function listSubscriptions(db: Db, q: AdminSubscriptionListQuery) {
  const where: SQL[] = []
  if (q.status) where.push(eq(subscriptions.status, q.status))
  if (q.plan_id) where.push(eq(subscriptions.planId, q.plan_id))
  if (q.profile) where.push(eq(users.profile, q.profile))
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    where.push(
      or(ilike(users.email, like), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`)!,
    )
  }
  const cond = where.length ? and(...where) : undefined
  const { column, dir } = sortOf(q, SUB_SORTS, 'created_at', 'desc')
  const base = () =>
    db
      .select({ s: subscriptions, planName: plans.name, user: users })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
  const [rows, [total]] = await Promise.all([
    base()
      .where(cond)
      .orderBy(dir === 'desc' ? desc(subColumn[column]) : asc(subColumn[column]), desc(subscriptions.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ n: count() })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(cond),
  ])
  const data: AdminSubscription[] = rows.map(({ s, planName, user }) => ({
    id: String(s.id),
    type: 'subscription',
    attributes: {
      user_id: String(user.id),
      user_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      user_email: user.email,
      profile: user.profile,
      plan_id: String(s.planId),
      plan_name: planName,
      status: s.status,
      start_date: s.startDate?.toISOString() ?? null,
      end_date: s.endDate?.toISOString() ?? null,
      recurring: s.recurring,
      created_at: s.createdAt.toISOString(),
    },
  }))
  return { data, meta: pageMeta(q.page, q.per_page, total?.n ?? 0) }
}
