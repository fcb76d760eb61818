import type { Db } from '../../db/client'
import type { LeadsByKind, ListingStats, Stats } from '../../../src/domain/stats'
import { findDaily, findLeadCounts, findListingRows } from './repository'

const noLeads = (): LeadsByKind => ({ message: 0, whatsapp: 0, phone: 0 })

/** Totals count every listing and lead of the advertiser; the per-listing rows show the newest listings. */
export async function advertiserStats(db: Db, advertiserId: number): Promise<Stats> {
  const [listings, leadCounts, daily] = await Promise.all([
    findListingRows(db, advertiserId),
    findLeadCounts(db, advertiserId),
    findDaily(db, advertiserId),
  ])
  const leadsOf = new Map<string, LeadsByKind>()
  const total = noLeads()
  for (const c of leadCounts) {
    const key = `${c.type}-${c.id}`
    const entry = leadsOf.get(key) ?? noLeads()
    entry[c.kind] += Number(c.n)
    total[c.kind] += Number(c.n)
    leadsOf.set(key, entry)
  }
  const rows: ListingStats[] = listings.map((l) => {
    const key = `${l.type}-${l.id}`
    return {
      key,
      type: l.type,
      id: String(l.id),
      title: l.title,
      status: l.status,
      // Vehicle pages record their visits as property pages do: both are counted.
      views: {
        total: Number(l.total ?? 0),
        today: Number(l.today ?? 0),
        week: Number(l.week ?? 0),
        last_15_days: Number(l.last15 ?? 0),
      },
      leads: leadsOf.get(key) ?? noLeads(),
    }
  })
  return {
    data: {
      id: String(advertiserId),
      type: 'stats',
      attributes: {
        active_listings: listings.filter((l) => l.active).length,
        leads: total.message + total.whatsapp + total.phone,
        views: rows.reduce((sum, r) => sum + (r.views?.total ?? 0), 0),
        leads_by_kind: total,
        listings: rows,
        daily: daily.map((d) => ({ day: d.day, leads: Number(d.leads), views: Number(d.views) })),
      },
    },
  }
}
