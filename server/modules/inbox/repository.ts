import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leads, properties, vehicleBrands, vehicleModels, vehicles } from '../../db/schema'
import type { InboxQuery } from '../../../src/domain/inbox'

// The inbox's SQL: leads of one advertiser with the listing they are about. Every query takes the advertiser's
// id, so no read or write here can reach another advertiser's lead.

/** The columns every inbox row needs: the lead, and the names a listing's path is built from. */
const rowColumns = {
  lead: leads,
  property: {
    id: properties.id,
    name: properties.name,
    category: properties.category,
    cityId: properties.cityId,
  },
  vehicle: {
    id: vehicles.id,
    name: vehicles.name,
    vehicleType: vehicles.vehicleType,
    state: vehicles.state,
    cityId: vehicles.cityId,
    version: vehicles.version,
  },
  brand: { name: vehicleBrands.name },
  model: { name: vehicleModels.name },
}

const joined = (db: Db) =>
  db
    .select(rowColumns)
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId))
    .leftJoin(vehicleBrands, eq(vehicleBrands.id, vehicles.brandId))
    .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))

export type InboxRow = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number]

/** `%` and `_` typed by the advertiser are searched for, not wildcards. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function listingFilter(key: string): SQL | undefined {
  const [type, id] = key.split('-')
  const n = Number(id)
  return type === 'property' ? eq(leads.propertyId, n) : eq(leads.vehicleId, n)
}

const boxFilter = (box: InboxQuery['box']) => eq(leads.archived, box === 'archived')

export async function findInboxPage(db: Db, advertiserId: number, query: InboxQuery) {
  const filters: (SQL | undefined)[] = [
    eq(leads.advertiserId, advertiserId),
    eq(leads.kind, query.kind),
    boxFilter(query.box),
  ]
  if (query.listing) filters.push(listingFilter(query.listing))
  if (query.q) {
    const term = likeTerm(query.q)
    filters.push(
      or(
        ilike(leads.name, term),
        ilike(leads.email, term),
        ilike(leads.phone, term),
        ilike(properties.name, term),
        ilike(vehicles.name, term),
      ),
    )
  }
  const where = and(...filters)
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(leads.sentAt), desc(leads.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(leads)
      .leftJoin(properties, eq(properties.id, leads.propertyId))
      .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId))
      .where(where),
  ])
  return { rows, total: Number(total?.n ?? 0) }
}

/** Totals and unread per kind, in one box (or in both when `box` is omitted). */
export function countByKind(db: Db, advertiserId: number, box?: InboxQuery['box']) {
  return db
    .select({
      kind: leads.kind,
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${leads.readAt} is null))::int`,
    })
    .from(leads)
    .where(and(eq(leads.advertiserId, advertiserId), box ? boxFilter(box) : undefined))
    .groupBy(leads.kind)
}

/** Unread leads still in the inbox (archived ones do not wait for an answer). */
export function countUnread(db: Db, advertiserId: number) {
  return db
    .select({ kind: leads.kind, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(eq(leads.advertiserId, advertiserId), eq(leads.archived, false), isNull(leads.readAt)))
    .groupBy(leads.kind)
}

/** The listings that received leads, named for the filter. */
export function findLeadListings(db: Db, advertiserId: number) {
  return db
    .selectDistinct({
      propertyId: leads.propertyId,
      vehicleId: leads.vehicleId,
      title: sql<string>`coalesce(${properties.name}, ${vehicles.name})`,
    })
    .from(leads)
    .leftJoin(properties, eq(properties.id, leads.propertyId))
    .leftJoin(vehicles, eq(vehicles.id, leads.vehicleId))
    .where(and(eq(leads.advertiserId, advertiserId), or(isNotNull(properties.id), isNotNull(vehicles.id))))
    .orderBy(sql`3`)
}

export async function findInboxLead(db: Db, advertiserId: number, id: number) {
  const [row] = await joined(db).where(and(eq(leads.id, id), eq(leads.advertiserId, advertiserId)))
  return row ?? null
}

export async function updateInboxLead(
  db: Db,
  advertiserId: number,
  id: number,
  set: { readAt?: Date | null | SQL; archived?: boolean },
) {
  if (Object.keys(set).length === 0) return true
  const updated = await db
    .update(leads)
    .set(set)
    .where(and(eq(leads.id, id), eq(leads.advertiserId, advertiserId)))
    .returning({ id: leads.id })
  return updated.length > 0
}
