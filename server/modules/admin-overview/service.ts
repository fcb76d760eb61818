import { and, count, eq, gte, isNull, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { AdminOverview } from '../../../src/domain/backoffice-overview'
import { subscriptionStatuses, userProfiles } from '../../../src/domain/enums'
import type { Db } from '../../db/client'
import { leads, properties, reports, subscriptions, users, vehicles } from '../../db/schema'

const DAYS = 30
const DAY = 86_400_000

/** Today and the 29 days before it, UTC. */
function window(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return new Date(today - (DAYS - 1) * DAY)
}

/** Rows per day since `since`, one number per day (0 for a day without any). */
async function perDay(db: Db, table: PgTable, at: AnyPgColumn, since: Date, extra?: SQL): Promise<number[]> {
  const day = sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`
  const rows = await db
    .select({ day, n: count() })
    .from(table)
    .where(and(gte(at, since), extra))
    .groupBy(day)
  const byDay = new Map(rows.map((r) => [r.day, r.n]))
  return Array.from(
    { length: DAYS },
    (_, i) => byDay.get(new Date(since.getTime() + i * DAY).toISOString().slice(0, 10)) ?? 0,
  )
}

export async function overview(db: Db, now = new Date()): Promise<AdminOverview> {
  const since = window(now)
  const weekAgo = new Date(now.getTime() - 7 * DAY)
  const [profiles, activeProps, liveVehicles, pending, openReports, subs, weekLeads] = await Promise.all([
    db.select({ profile: users.profile, n: count() }).from(users).groupBy(users.profile),
    db
      .select({ n: count() })
      .from(properties)
      .where(and(eq(properties.status, 'active'), isNull(properties.deletedAt))),
    db
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.status, 'published'), isNull(vehicles.deletedAt))),
    db
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.status, 'pending'), isNull(vehicles.deletedAt))),
    db.select({ n: count() }).from(reports).where(eq(reports.resolved, false)),
    db.select({ status: subscriptions.status, n: count() }).from(subscriptions).groupBy(subscriptions.status),
    db.select({ n: count() }).from(leads).where(gte(leads.sentAt, weekAgo)),
  ])
  const [newUsers, newProps, newVehicles, leadSeries, reportSeries] = await Promise.all([
    perDay(db, users, users.createdAt, since),
    perDay(db, properties, properties.createdAt, since),
    perDay(db, vehicles, vehicles.createdAt, since),
    perDay(db, leads, leads.sentAt, since),
    perDay(db, reports, reports.createdAt, since),
  ])
  return {
    users_by_profile: Object.fromEntries(
      userProfiles.map((p) => [p, profiles.find((r) => r.profile === p)?.n ?? 0]),
    ) as AdminOverview['users_by_profile'],
    active_listings: { properties: activeProps[0]?.n ?? 0, vehicles: liveVehicles[0]?.n ?? 0 },
    vehicles_pending_review: pending[0]?.n ?? 0,
    open_reports: openReports[0]?.n ?? 0,
    subscriptions_by_status: Object.fromEntries(
      subscriptionStatuses.map((s) => [s, subs.find((r) => r.status === s)?.n ?? 0]),
    ) as AdminOverview['subscriptions_by_status'],
    leads_this_week: weekLeads[0]?.n ?? 0,
    trends: {
      since: since.toISOString().slice(0, 10),
      new_users: newUsers,
      new_listings: newProps.map((n, i) => n + newVehicles[i]!),
      leads: leadSeries,
      reports: reportSeries,
    },
  }
}
