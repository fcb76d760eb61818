import { count, desc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { businessLeads } from '../../db/schema'
import type { PaginationMeta } from '../../../src/domain/api'
import type { BusinessLead, BusinessLeadInput } from '../../../src/domain/business-lead'

type Row = typeof businessLeads.$inferSelect

export function toBusinessLead(
  row: Pick<Row, 'id' | 'name' | 'email' | 'phone' | 'city' | 'portfolioSize' | 'createdAt'>,
): BusinessLead {
  return {
    id: String(row.id),
    type: 'business_lead',
    attributes: {
      name: row.name,
      email: row.email,
      phone: row.phone,
      city: row.city,
      portfolio_size: row.portfolioSize,
      created_at: row.createdAt.toISOString(),
    },
  }
}

/** Stores the request; a filled honeypot gets the same answer, from a row that is never written. */
export async function createBusinessLead(db: Db, input: BusinessLeadInput): Promise<BusinessLead> {
  const values = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    city: input.city,
    portfolioSize: input.portfolio_size,
  }
  if (input.website) return toBusinessLead({ ...values, id: 0, createdAt: new Date() })
  const [row] = await db.insert(businessLeads).values(values).returning()
  if (!row) throw new Error('business lead insert returned nothing')
  return toBusinessLead(row)
}

export async function listBusinessLeads(
  db: Db,
  query: { page: number; per_page: number },
): Promise<{ data: BusinessLead[]; meta: PaginationMeta }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(businessLeads)
      .orderBy(desc(businessLeads.createdAt), desc(businessLeads.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(businessLeads),
  ])
  const n = Number(total?.n ?? 0)
  return {
    data: rows.map(toBusinessLead),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total: n,
      total_pages: Math.ceil(n / query.per_page),
    },
  }
}
