import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bandAggregate, MIN_COMPARABLES, propertyComparables, vehicleComparables } from './comparables'
import { keepBands, type BandRow } from './kept'

// The bands are rebuilt as a whole, in one statement, inside one transaction: readers see the old table or the
// new one. Two processes refreshing at once take turns on an advisory lock. The demo's 2 800 live listings take a
// few hundred milliseconds (docs/price-bands.md): the page reads a ready row instead of computing percentiles.

const LOCK = 4_200_280

export async function refreshPriceBands(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`)
    await tx.execute(sql`delete from price_bands`)
    const inserted = await tx.execute(sql`
      insert into price_bands (kind, city_id, category, deal, model_id, year, p25, median, p75, comparables)
      select 'property'::listing_kind, city_id, category, deal, 0, 0, pc[1], pc[2], pc[3], n from (
        select city_id, category, deal, ${bandAggregate}
        from (${propertyComparables()}) c
        group by city_id, category, deal
        having count(*) >= ${MIN_COMPARABLES}
      ) b
      union all
      select 'vehicle'::listing_kind, 0, category, 'sale', model_id, key_year, pc[1], pc[2], pc[3], n from (
        select category, model_id, key_year, ${bandAggregate}
        from (${vehicleComparables()}) c
        cross join generate_series(c.year - 1, c.year + 1) as y(key_year)
        group by category, model_id, key_year
        having count(*) >= ${MIN_COMPARABLES}
      ) b
      returning kind, city_id, category, deal, model_id, year, p25, median, p75, comparables`)
    // Both drivers answer `{ rows }` (search/rows.ts).
    const rows = (inserted as unknown as { rows: BandRow[] }).rows
    keepBands(db, rows)
    return rows.length
  })
}
