import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { vehiclePageViews, vehicleViewTotals } from '../../db/schema'
import { findPublicVehicle } from './repository'

// A vehicle's page views, counted as a property's are (../properties/views.ts): once per visitor per day, by a
// POST the page sends when it is shown; the advertiser sees the total in the dashboard. The visitor is the key
// ../properties/viewer.ts gives.

/** Null when the vehicle is not public; otherwise whether this visitor was counted now, and the new total. */
export async function recordVehicleView(db: Db, vehicleId: number, visitor: string) {
  if (!(await findPublicVehicle(db, vehicleId))) return null
  const inserted = await db
    .insert(vehiclePageViews)
    .values({ vehicleId, day: sql`current_date`, visitor })
    .onConflictDoNothing()
    .returning({ vehicleId: vehiclePageViews.vehicleId })
  const counted = inserted.length > 0
  if (counted) {
    await db
      .insert(vehicleViewTotals)
      .values({ vehicleId, total: 1 })
      .onConflictDoUpdate({
        target: vehicleViewTotals.vehicleId,
        set: { total: sql`${vehicleViewTotals.total} + 1` },
      })
  }
  const [row] = await db
    .select({ total: vehicleViewTotals.total })
    .from(vehicleViewTotals)
    .where(and(eq(vehicleViewTotals.vehicleId, vehicleId)))
  return { counted, total: row?.total ?? 0 }
}
