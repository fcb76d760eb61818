import { and, eq, sql } from 'drizzle-orm'
import type { SearchDeps } from '../search'
import { properties as p, propertyPageViews, propertyViewTotals } from '../../db/schema'
import { selectRows } from '../search'
import { hiddenAdvertisers } from '../listings'
import { publicScope } from './filters'
import { findPropertyViews } from './repository'

// Page views (total, today, week, last 15 days, shown to the advertiser), once per visitor per day. Counted by a POST
// the page sends when it is shown, not on GET /api/properties/:id: that read is cached by browsers and shared
// caches, prefetched, persisted offline and inlined into the HTML for crawlers, so it does not mean "a person
// looked today". Who the visitor is, the server decides (viewer.ts).

/** Null when the listing is not public; otherwise whether this visitor was counted now, and the new totals. */
export async function recordPropertyView(deps: SearchDeps, propertyId: number, visitor: string) {
  const { db } = deps
  const scope = publicScope(await hiddenAdvertisers(deps))
  const [visible] = await selectRows<{ id: number }>(
    db,
    sql`select ${p.id} as id from ${scope.from} where ${and(eq(p.id, propertyId), ...scope.where)}`,
  )
  if (!visible) return null
  const inserted = await db
    .insert(propertyPageViews)
    .values({ propertyId, day: sql`current_date`, visitor })
    .onConflictDoNothing()
    .returning({ propertyId: propertyPageViews.propertyId })
  const counted = inserted.length > 0
  if (counted) {
    await db
      .insert(propertyViewTotals)
      .values({ propertyId, total: 1 })
      .onConflictDoUpdate({
        target: propertyViewTotals.propertyId,
        set: { total: sql`${propertyViewTotals.total} + 1` },
      })
  }
  return { counted, views: await findPropertyViews(db, propertyId) }
}
