import { and, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { towns } from '../../../src/domain/region'
import type { Database } from '../../db/client'
import { testDatabase } from '../../test/database'
import { createProperty, createUser } from '../../test/fixtures'
import { selectRows } from '../search'
import { filterConditions, highlightedExpr, publicScope, type PropertyFilters } from './filters'

// The partial indexes must serve the conditions a search writes (their predicates implied by them), or a sale
// search sorted by price reads past every cheap rental. With scans other than index scans switched off, the plan
// names the index the planner prefers for the conditions, over a catalogue whose statistics it has read: on an
// empty table every index costs the same, and the first one that could serve wins.

let database: Database
beforeAll(async () => {
  database = await testDatabase()
  const { db } = database
  const user = await createUser(db)
  const first = await createProperty(db, user.id)
  // 6 000 listings across categories, deals and towns (rentals priced by the month), one in 40 highlighted:
  // copies of the first.
  await db.execute(sql`
    insert into properties (user_id, name, description, category, listing_type, price, bedroom, bathroom,
      parking_space, square_meters, city_id, neighborhood, street, lat, lng, address_privacy, status, created_at,
      highlighted)
    select user_id, name || ' ' || i, description,
      (array['house', 'apartment', 'land', 'lot', 'commercial', 'farm', 'office'])[1 + i % 7]::property_category,
      (array['sale', 'sale', 'rent', 'both'])[1 + i % 4]::listing_type,
      case when i % 4 = 2 then 400 + i % 3000 else 50000 + (i * 7919) % 950000 end,
      i % 5, i % 4, i % 3, 40 + i % 400,
      (array[${sql.raw(towns.map((t) => t.id).join(', '))}])[1 + (i / 7) % ${sql.raw(String(towns.length))}],
      neighborhood, street, lat, lng, address_privacy, status, now() - make_interval(mins => i),
      i % 40 = 0
    from properties, generate_series(1, 6000) as i where id = ${first.id}`)
  // Vacuumed too: an index-only scan is costed as one only over pages known to be visible to all.
  await db.execute(sql`vacuum analyze properties`)
})
afterAll(async () => {
  await database.close()
})

/** The plan of a page query: the search's conditions (plus `extra`) in `orderBy`. */
async function planOf(filters: PropertyFilters, orderBy: SQL, extra: SQL[] = []): Promise<string> {
  const scope = publicScope([7])
  const where = and(...scope.where, ...filterConditions(filters), ...extra)
  return database.db.transaction(async (tx) => {
    for (const scan of ['seqscan', 'bitmapscan', 'sort'])
      await tx.execute(sql.raw(`set local enable_${scan} = off`))
    const rows = await selectRows<{ 'QUERY PLAN': string }>(
      // A transaction runs the same queries as the database; drizzle types them apart.
      tx as unknown as Database['db'],
      sql`explain select id from properties where ${where} order by ${orderBy} limit 24`,
    )
    return rows.map((r) => r['QUERY PLAN']).join('\n')
  })
}

describe('search plans', () => {
  const byPrice = sql`search_price asc nulls last, id desc`

  it('a sale search sorted by price walks the index of sales (and listings for both)', async () => {
    expect(await planOf({ listing_type: 'sale' }, byPrice)).toContain('properties_sale_price_idx')
  })

  it('a rent search sorted by price walks the index of rentals', async () => {
    expect(await planOf({ listing_type: 'rent' }, byPrice)).toContain('properties_rent_price_idx')
  })

  // The category's index is walked and the other filters are read off its entries (an index-only scan), not off
  // the table: reading the table for each entry, the planner walked the shared order index past other categories.
  it.each([
    ['price up', byPrice, 'properties_category_price_asc_idx'],
    ['price down', sql`search_price desc nulls last, id desc`, 'properties_category_price_desc_idx'],
    ['area', sql`square_meters desc nulls last, id desc`, 'properties_category_area_idx'],
    ['date', sql`created_at desc, id desc`, 'properties_category_recent_idx'],
  ])(
    'a category sorted by %s walks the category index, filters read off the entry',
    async (_, order, index) => {
      const filters: PropertyFilters = { category: 'land', listing_type: 'sale', garages: 1 }
      const plan = await planOf(filters, order, [sql`not ${highlightedExpr}`])
      expect(plan).toContain(`Index Only Scan using ${index}`)
    },
  )

  it("a town's current highlights come from the town's highlight index ('recent' in a town)", async () => {
    const highlights = [sql`highlighted`, highlightedExpr]
    expect(await planOf({ city: 'irece' }, sql`created_at desc, id desc`, highlights)).toContain(
      'properties_city_highlighted_idx',
    )
  })
})

describe('search counts', () => {
  it('a price range in a category and a town is a range of the filter index: a count reads the matches only', async () => {
    const scope = publicScope([7])
    const where = and(
      ...scope.where,
      ...filterConditions({ category: 'house', city: 'irece', price_min: 100_000, price_max: 300_000 }),
    )
    const plan = await database.db.transaction(async (tx) => {
      for (const scan of ['seqscan', 'bitmapscan'])
        await tx.execute(sql.raw(`set local enable_${scan} = off`))
      const rows = await selectRows<{ 'QUERY PLAN': string }>(
        tx as unknown as Database['db'],
        sql`explain select count(*) from (select 1 from properties where ${where} limit 1001) m`,
      )
      return rows.map((r) => r['QUERY PLAN']).join('\n')
    })
    expect(plan).toContain('properties_facets_idx')
    // Both ends of the range are conditions of the index scan, not a filter of what it read.
    const indexCond = plan.split('\n').find((line) => line.includes('Index Cond')) ?? ''
    expect(indexCond).toMatch(/search_price >= /)
    expect(indexCond).toMatch(/search_price <= /)
  })
})

describe('filter literals', () => {
  it('a category or deal outside its enum is refused, never written into the statement', () => {
    expect(() => filterConditions({ category: "house' or true --" } as unknown as PropertyFilters)).toThrow()
    expect(() => filterConditions({ listing_type: 'sale; drop' } as unknown as PropertyFilters)).toThrow()
  })
})
