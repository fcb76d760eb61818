import { and, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { testDatabase } from '../../test/database'
import { selectRows } from '../search'
import { filterConditions, highlightedExpr, publicScope, type PropertyFilters } from './filters'

// The partial indexes must serve the conditions a search writes (their predicates implied by them), or a sale
// search sorted by price reads past every cheap rental. With scans other than index scans switched off, the plan
// names the index the conditions allow; on an empty test table costs decide nothing else.

let database: Database
beforeAll(async () => {
  database = await testDatabase()
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
