import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { sortOf } from '../../../src/domain/backoffice'
import type { AdminUserListQuery } from '../../../src/domain/backoffice-users'
import type { Db } from '../../db/client'
import { leads, plans, properties, subscriptions, userPhones, users, vehicles } from '../../db/schema'

const SORTS = ['name', 'email', 'profile', 'status', 'created_at'] as const
const column = {
  name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: users.email,
  profile: users.profile,
  status: users.status,
  created_at: users.createdAt,
}

export const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// Correlated counts spelled out: inside a subquery drizzle would leave the outer column unqualified.
const propertiesCount = sql<number>`(select count(*)::int from properties p where p.user_id = "users"."id" and p.deleted_at is null)`
const vehiclesCount = sql<number>`(select count(*)::int from vehicles v where v.user_id = "users"."id" and v.deleted_at is null)`

export async function findUserPage(db: Db, q: AdminUserListQuery) {
  const where: SQL[] = []
  if (q.q) {
    const like = escapeLike(q.q)
    where.push(
      or(
        ilike(users.email, like),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`,
        ilike(users.presentationName, like),
      )!,
    )
  }
  if (q.profile) where.push(eq(users.profile, q.profile))
  if (q.status) where.push(eq(users.status, q.status))
  const cond = where.length ? and(...where) : undefined
  const { column: c, dir } = sortOf(q, SORTS, 'created_at', 'desc')
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, propertiesCount, vehiclesCount })
      .from(users)
      .where(cond)
      .orderBy(dir === 'desc' ? desc(column[c]) : asc(column[c]), desc(users.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(users).where(cond),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function findUserRow(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, propertiesCount, vehiclesCount })
    .from(users)
    .where(eq(users.id, id))
  return row ?? null
}

/** Each user's latest subscription with its plan's name. */
export async function latestSubscriptions(db: Db, userIds: number[]) {
  if (!userIds.length) return new Map<number, SubscriptionWithPlan>()
  const rows = await db
    .selectDistinctOn([subscriptions.userId], { subscription: subscriptions, planName: plans.name })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      sql`${subscriptions.userId} in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(subscriptions.userId, desc(subscriptions.createdAt), desc(subscriptions.id))
  return new Map(rows.map((r) => [r.subscription.userId, r]))
}
export type SubscriptionWithPlan = { subscription: typeof subscriptions.$inferSelect; planName: string }

export async function leadsCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leads).where(eq(leads.advertiserId, userId))
  return row?.n ?? 0
}

export const phonesOf = async (db: Db, userId: number) =>
  (
    await db
      .select({ number: userPhones.number })
      .from(userPhones)
      .where(eq(userPhones.userId, userId))
      .orderBy(asc(userPhones.position))
  )
    .map((p) => p.number)
    .filter(Boolean)

export async function recentListings(db: Db, userId: number) {
  const [props, cars] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.name,
        status: properties.status,
        deletedAt: properties.deletedAt,
        createdAt: properties.createdAt,
      })
      .from(properties)
      .where(eq(properties.userId, userId))
      .orderBy(desc(properties.createdAt))
      .limit(10),
    db
      .select({
        id: vehicles.id,
        title: vehicles.name,
        status: vehicles.status,
        deletedAt: vehicles.deletedAt,
        createdAt: vehicles.createdAt,
      })
      .from(vehicles)
      .where(eq(vehicles.userId, userId))
      .orderBy(desc(vehicles.createdAt))
      .limit(10),
  ])
  return [
    ...props.map((p) => ({ ...p, kind: 'property' as const })),
    ...cars.map((v) => ({ ...v, kind: 'vehicle' as const })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

export const setUserStatus = (db: Db, id: number, status: 'active' | 'suspended', reason: string | null) =>
  db.update(users).set({ status, suspensionReason: reason, updatedAt: new Date() }).where(eq(users.id, id))
