import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../client'
import { listingPriceChanges, properties, vehicles } from '../schema'
import { insertMany } from './batch'
import type { SeededProperty } from './properties'
import { BASE_DATE, daysBefore, type Rng } from './random'
import type { SeededVehicle } from './vehicles'

// Price history for the demo: about one live listing in eight lowered its price lately (some twice), so a newcomer
// sees "Preço reduzido" on details and cards and a "Maior redução" order worth opening. The price each listing
// asks now stays the one seeded: the history runs back from it.

const round = (n: number) => (n >= 10_000 ? Math.round(n / 1000) * 1000 : Math.round(n / 10) * 10)

export async function seedPriceChanges(
  db: Db,
  rng: Rng,
  opts: { properties: SeededProperty[]; vehicles: SeededVehicle[] },
): Promise<number> {
  const rows: (typeof listingPriceChanges.$inferInsert)[] = []
  for (const kind of ['property', 'vehicle'] as const) {
    const table = kind === 'property' ? properties : vehicles
    const live = (kind === 'property' ? opts.properties : opts.vehicles).filter(
      (l) => l.status === (kind === 'property' ? 'active' : 'published') && rng.chance(0.12),
    )
    if (!live.length) continue
    const prices = await db
      .select({ id: table.id, price: table.price })
      .from(table)
      .where(
        inArray(
          table.id,
          live.map((l) => l.id),
        ),
      )
    const priceOf = new Map(prices.map((p) => [p.id, p.price]))
    for (const l of live) {
      const price = priceOf.get(l.id)
      if (!price) continue
      const age = Math.max(2, Math.floor((BASE_DATE.getTime() - l.createdAt.getTime()) / 86_400_000))
      const daysAgo = rng.int(1, Math.min(age - 1, 80))
      const percent = rng.int(3, 18)
      const before = round(price / (1 - percent / 100))
      if (rng.chance(0.3) && daysAgo + 10 < age) {
        const first = round(before / (1 - rng.int(2, 8) / 100))
        rows.push({
          kind,
          listingId: l.id,
          fromPrice: first,
          toPrice: before,
          changedAt: daysBefore(rng.int(daysAgo + 5, age - 1), rng.int(0, 1439)),
        })
      }
      const at = daysBefore(daysAgo, rng.int(0, 1439))
      rows.push({ kind, listingId: l.id, fromPrice: before, toPrice: price, changedAt: at })
      await db
        .update(table)
        .set({ priceDropPercent: Math.round(((before - price) / before) * 100), priceDroppedAt: at })
        .where(eq(table.id, l.id))
    }
  }
  await insertMany(db, listingPriceChanges, rows)
  return rows.length
}
