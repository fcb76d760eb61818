import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { sortOf } from '../../../src/domain/backoffice'
import type { AdminReport, ReportListQuery } from '../../../src/domain/backoffice-moderation'
import type { Db } from '../../db/client'
import { reports } from '../../db/schema'
import { apiError, notFound } from '../../http/errors'
import { pageMeta } from '../../http/public-read'
import { moderateListing, propertySummaries } from './listings'

// The queue of property reports sent by visitors: open ones first, each with its listing; staff resolve (acted on)
// or dismiss one, and may pause or archive the listing on the way.

export const REPORT_NOT_FOUND = 'Denúncia não encontrada'
type ReportRow = typeof reports.$inferSelect

const SORTS = ['created_at', 'reason'] as const

async function toReports(db: Db, rows: ReportRow[]): Promise<AdminReport[]> {
  const ids = [...new Set(rows.map((r) => r.propertyId))]
  const listings = await propertySummaries(db, ids)
  const perListing = ids.length
    ? await db
        .select({ id: reports.propertyId, n: count() })
        .from(reports)
        .where(
          sql`${reports.propertyId} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
        .groupBy(reports.propertyId)
    : []
  const counts = new Map(perListing.map((r) => [r.id, r.n]))
  return rows.map((r) => ({
    id: String(r.id),
    type: 'report',
    attributes: {
      reason: r.reason,
      details: r.details,
      state: r.resolved ? 'closed' : 'open',
      resolution: (r.resolution as 'resolved' | 'dismissed' | null) ?? null,
      resolution_note: r.resolutionNote,
      resolved_at: r.resolvedAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
      listing: listings.get(r.propertyId)!,
      listing_reports: counts.get(r.propertyId) ?? 1,
    },
  }))
}

export async function listReports(db: Db, q: ReportListQuery) {
  const where: SQL[] = []
  if (q.state) where.push(eq(reports.resolved, q.state === 'closed'))
  if (q.reason) where.push(eq(reports.reason, q.reason))
  if (q.q) where.push(sql`${reports.details} ilike ${`%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)
  const cond = where.length ? and(...where) : undefined
  const { column, dir } = sortOf(q, SORTS, 'created_at', 'desc')
  const col = { created_at: reports.createdAt, reason: reports.reason }[column]
  const [rows, [total], states] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(cond)
      .orderBy(dir === 'desc' ? desc(col) : asc(col), desc(reports.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(reports).where(cond),
    db.select({ resolved: reports.resolved, n: count() }).from(reports).groupBy(reports.resolved),
  ])
  return {
    data: await toReports(db, rows),
    meta: {
      ...pageMeta(q.page, q.per_page, total?.n ?? 0),
      counts: {
        open: states.find((s) => !s.resolved)?.n ?? 0,
        closed: states.find((s) => s.resolved)?.n ?? 0,
      },
    },
  }
}

async function reportOr404(db: Db, id: number): Promise<AdminReport> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id))
  if (!row) throw notFound(REPORT_NOT_FOUND)
  return (await toReports(db, [row]))[0]!
}

export async function resolveReport(
  deps: Parameters<typeof moderateListing>[0],
  adminId: number,
  id: number,
  input: {
    resolution: 'resolved' | 'dismissed'
    note?: string | undefined
    listing_action?: 'pause' | 'archive' | undefined
  },
) {
  const before = await reportOr404(deps.db, id)
  if (before.attributes.state === 'closed')
    throw apiError(409, 'Esta denúncia já foi encerrada', { code: 'already_closed' })
  if (input.listing_action) {
    const listing = before.attributes.listing
    // A listing already held that way stays as it is; a held pause can still become a held archive.
    const needed = input.listing_action === 'pause' ? !listing.hold && !listing.archived : !listing.archived
    if (needed)
      await moderateListing(
        deps,
        adminId,
        'property',
        Number(listing.id),
        input.listing_action,
        input.note || 'Denúncia procedente',
      )
  }
  await deps.db
    .update(reports)
    .set({
      resolved: true,
      resolution: input.resolution,
      resolutionNote: input.note || null,
      resolvedAt: new Date(),
      resolvedBy: adminId,
    })
    .where(eq(reports.id, id))
  return { before, after: await reportOr404(deps.db, id) }
}
