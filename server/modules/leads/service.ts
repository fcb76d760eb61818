import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leads, properties, reports, users, vehicles } from '../../db/schema'
import type { PaginationMeta } from '../../../src/domain/api'
import type { leadKinds } from '../../../src/domain/enums'
import type { Lead, LeadInput, ReportInput } from '../../../src/domain/lead'
import { errorMsg } from '../../../src/domain/messages'
import { apiError } from '../../http/errors'
import { findPhones } from '../advertisers'
import { publicProperty } from '../properties'
import { selectRows } from '../search'
import { publicVehicle, VEHICLE_NOT_FOUND } from '../vehicles'

type LeadRow = typeof leads.$inferSelect
type LeadTx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>

export function toLeadResource(row: LeadRow): Lead {
  return {
    id: String(row.id),
    type: 'lead',
    attributes: {
      kind: row.kind,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      property_id: row.propertyId === null ? null : String(row.propertyId),
      vehicle_id: row.vehicleId === null ? null : String(row.vehicleId),
      archived: row.archived,
      sent_at: row.sentAt.toISOString(),
    },
  }
}

/**
 * The advertiser of a listing that can be contacted now: one the public may see (active property or published
 * vehicle, not archived, its advertiser not suspended). Anything else answers as the listing page does: 404.
 */
export async function contactableAdvertiser(
  db: Db,
  input: Pick<LeadInput, 'property_id' | 'vehicle_id'>,
): Promise<number> {
  if (input.property_id) {
    const [row] = await db
      .select({ userId: properties.userId })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.userId))
      .where(and(eq(properties.id, input.property_id), ...publicProperty()))
    if (row) return row.userId
    throw apiError(404, errorMsg.propertyNotFound, { pointer: '/property_id' })
  }
  const [row] = await db
    .select({ userId: vehicles.userId })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.userId))
    .where(and(eq(vehicles.id, input.vehicle_id ?? 0), ...publicVehicle()))
  if (row) return row.userId
  throw apiError(404, VEHICLE_NOT_FOUND, { pointer: '/vehicle_id' })
}

function leadValues(advertiserId: number, input: LeadInput) {
  return {
    advertiserId,
    propertyId: input.property_id ?? null,
    vehicleId: input.vehicle_id ?? null,
    kind: input.kind,
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    message: input.message ?? null,
  }
}

export async function createLead(db: Db, input: LeadInput): Promise<LeadRow> {
  return insertLead(db, await contactableAdvertiser(db, input), input)
}

/**
 * Saves a lead; `alsoInTx` runs in the same transaction (the agency's webhook queues it there, so a lead saved is a
 * lead queued, and one not saved is not).
 */
export async function insertLead(
  db: Db,
  advertiserId: number,
  input: LeadInput,
  alsoInTx?: (tx: LeadTx, row: LeadRow) => Promise<void>,
): Promise<LeadRow> {
  const insert = async (tx: LeadTx) => {
    const [row] = await tx.insert(leads).values(leadValues(advertiserId, input)).returning()
    if (!row) throw new Error('lead insert returned nothing')
    await alsoInTx?.(tx, row)
    return row
  }
  return alsoInTx ? db.transaction(insert) : insert(db)
}

/**
 * A lead from a filled honeypot (`website`, a field people never see): the same answer from a row that is never
 * written, so a bot learns nothing and the advertiser is not bothered. Its id is drawn from the leads' own
 * sequence, so it reads like the id of a real lead sent at that moment.
 */
export async function trappedLead(db: Db, advertiserId: number, input: LeadInput): Promise<LeadRow> {
  const [next] = await selectRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('leads', 'id'))::int as id`,
  )
  if (!next) throw new Error('lead sequence returned nothing')
  return {
    ...leadValues(advertiserId, input),
    id: next.id,
    archived: false,
    readAt: null,
    sentAt: new Date(),
  }
}

/**
 * The numbers a phone or WhatsApp lead reveals: the advertiser's, unless the vehicle's advertiser chose not to
 * show them. This answer is the only place a visitor ever gets them.
 */
export async function revealedPhones(
  db: Db,
  lead: LeadRow,
): Promise<{ number: string; whatsapp: boolean }[]> {
  if (lead.vehicleId !== null) {
    const [row] = await db
      .select({ showContact: vehicles.showContact })
      .from(vehicles)
      .where(eq(vehicles.id, lead.vehicleId))
    if (!row?.showContact) return []
  }
  return findPhones(db, lead.advertiserId)
}

export async function createReport(db: Db, input: ReportInput): Promise<{ id: number }> {
  await contactableAdvertiser(db, { property_id: input.property_id })
  const [row] = await db
    .insert(reports)
    .values({ propertyId: input.property_id, reason: input.reason, details: input.details ?? null })
    .returning({ id: reports.id })
  if (!row) throw new Error('report insert returned nothing')
  return row
}

export interface LeadListQuery {
  page: number
  per_page: number
  kind?: (typeof leadKinds)[number]
}

/** The advertiser's own leads, newest first (the dashboard's messages; the e2e journeys count them). */
export async function listLeads(
  db: Db,
  advertiserId: number,
  query: LeadListQuery,
): Promise<{ data: Lead[]; meta: PaginationMeta }> {
  const filters: SQL[] = [eq(leads.advertiserId, advertiserId)]
  if (query.kind) filters.push(eq(leads.kind, query.kind))
  const where = and(...filters)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(where)
      .orderBy(desc(leads.sentAt), desc(leads.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(leads).where(where),
  ])
  const n = total?.n ?? 0
  return {
    data: rows.map(toLeadResource),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: n,
      total_pages: Math.ceil(n / query.per_page),
    },
  }
}
