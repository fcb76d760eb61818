import { leadKinds, reportReasons } from '../../../src/domain/enums'
import type { Db } from '../client'
import { leads, propertyPageViews, propertyViewTotals, reports } from '../schema'
import { insertMany } from './batch'
import * as people from './lists/people'
import { mobilePhone } from './documents'
import type { SeededProperty } from './properties'
import { BASE_DATE, daysBefore, type Rng } from './random'
import { DEMO_DOMAIN, type SeededUser } from './users'
import type { SeededVehicle } from './vehicles'

type Listing = (SeededProperty | SeededVehicle) & { kind: 'property' | 'vehicle' }

/** Leads on listings (more on the demo accounts'), property reports, page views and view totals. */
export async function seedActivity(
  db: Db,
  rng: Rng,
  opts: { users: SeededUser[]; properties: SeededProperty[]; vehicles: SeededVehicle[]; scale: number },
) {
  const demoIds = new Set(opts.users.filter((u) => u.demo).map((u) => u.id))
  const live = [
    ...opts.properties.filter((p) => p.status === 'active').map((p): Listing => ({ ...p, kind: 'property' })),
    ...opts.vehicles.filter((v) => v.status === 'published').map((v): Listing => ({ ...v, kind: 'vehicle' })),
  ]
  const leadRows: (typeof leads.$inferInsert)[] = []
  const addLead = (r: Rng, l: Listing) => {
    const sex = r.chance(0.5) ? 'f' : 'm'
    const first = r.pick(people.firstNames[sex])
    const last = r.pick(people.surnames)
    const kind = r.weighted({ message: 50, whatsapp: 35, phone: 15 }) as (typeof leadKinds)[number]
    const since = Math.max(0, Math.floor((BASE_DATE.getTime() - l.createdAt.getTime()) / 86_400_000))
    const sentAt = daysBefore(r.int(0, Math.min(since, 90)), r.int(0, 1439))
    leadRows.push({
      advertiserId: l.userId,
      propertyId: l.kind === 'property' ? l.id : null,
      vehicleId: l.kind === 'vehicle' ? l.id : null,
      kind,
      name: `${first} ${last}`,
      email:
        kind === 'message' || r.chance(0.4)
          ? `${first
              .toLowerCase()
              .normalize('NFD')
              .replace(/[\u0300-\u036f]/g, '')}.${last.toLowerCase()}${r.int(1, 99)}@${DEMO_DOMAIN}`
          : null,
      phone: mobilePhone(r),
      message: kind === 'message' ? r.pick(people.leadMessages) : null,
      archived: r.chance(0.08),
      readAt: r.chance(0.6) ? new Date(sentAt.getTime() + r.int(5, 600) * 60_000) : null,
      sentAt,
    })
  }
  const r = rng.fork('leads')
  for (const l of live) {
    if (demoIds.has(l.userId)) {
      if (r.chance(0.4)) for (let k = r.int(1, 3); k > 0; k--) addLead(r, l)
    } else if (r.chance(0.3)) for (let k = r.int(1, 2); k > 0; k--) addLead(r, l)
  }
  await insertMany(db, leads, leadRows)

  const rr = rng.fork('reports')
  const reportRows = Array.from({ length: Math.max(4, Math.round(40 * opts.scale)) }, () => {
    const reason = rr.pick(reportReasons)
    return {
      propertyId: rr.pick(opts.properties).id,
      reason,
      details: rr.chance(0.8) ? people.reportDetails[reason]! : null,
      resolved: rr.chance(0.3),
      createdAt: daysBefore(rr.int(0, 60)),
    }
  })
  await insertMany(db, reports, reportRows)

  const rv = rng.fork('views')
  const views: (typeof propertyPageViews.$inferInsert)[] = []
  const totals: (typeof propertyViewTotals.$inferInsert)[] = []
  for (const p of opts.properties) {
    if (p.status !== 'active' && !rv.chance(0.3)) continue
    const demo = demoIds.has(p.userId)
    const seen = new Set<string>()
    const n = rv.chance(demo ? 1 : 0.6) ? rv.int(1, demo ? 40 : 15) : 0
    for (let k = 0; k < n; k++) {
      const day = daysBefore(rv.int(0, 29)).toISOString().slice(0, 10)
      const visitor = `v${rv.digits(10)}`
      if (seen.has(day + visitor)) continue
      seen.add(day + visitor)
      views.push({ propertyId: p.id, day, visitor })
    }
    totals.push({ propertyId: p.id, total: seen.size + rv.int(0, 400) })
  }
  await insertMany(db, propertyPageViews, views, 1000)
  await insertMany(db, propertyViewTotals, totals, 1000)
  return {
    leads: leadRows.length,
    reports: reportRows.length,
    pageViews: views.length,
    viewTotals: totals.length,
  }
}
