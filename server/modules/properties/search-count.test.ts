import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { propertyApiSearchSchema } from '../../../src/domain/property'
import type { Database } from '../../db/client'
import { genericPlanPool } from '../../db/generic-plans'
import { testDatabase } from '../../test/database'
import { createProperty, createUser } from '../../test/fixtures'
import { cacheKey, SearchCache } from '../search'
import { searchProperties } from './search'

// A search whose count is not known reads it with its first page (on PostgreSQL in the same statement, on the
// embedded engine in one of its own) and keeps it for the next pages.

let database: Database
const ids: string[] = []
beforeAll(async () => {
  database = await testDatabase()
  const owner = await createUser(database.db)
  for (let i = 0; i < 3; i++)
    ids.unshift(
      String(
        (await createProperty(database.db, owner.id, { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })).id,
      ),
    )
})
afterAll(async () => {
  await database.close()
})

const search = (page: number) => propertyApiSearchSchema.parse({ page, per_page: 2 })

describe('a search and its count', () => {
  it('reads the count with the first page and keeps it for the next', async () => {
    const searchCache = new SearchCache(60_000)
    const deps = { db: database.db, searchCache }
    const first = await searchProperties(deps, search(1))
    expect(first.data.map((d) => d.id)).toEqual(ids.slice(0, 2))
    expect(first.meta).toMatchObject({ total: 3, total_pages: 2 })
    expect(await searchCache.peek(cacheKey('properties:count', {}))).toEqual({ total: 3, capped: false })
    const second = await searchProperties(deps, search(2))
    expect(second.data.map((d) => d.id)).toEqual(ids.slice(2))
    expect(second.meta).toMatchObject({ total: 3, page: 2 })
  })

  it('counts apart when the page has no row to carry the count', async () => {
    const deps = { db: database.db, searchCache: new SearchCache(0) }
    const past = await searchProperties(deps, search(5))
    expect(past).toMatchObject({ data: [], meta: { total: 3, total_pages: 2 } })
    const none = await searchProperties(deps, propertyApiSearchSchema.parse({ bedrooms: 9 }))
    expect(none).toMatchObject({ data: [], meta: { total: 0 } })
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'prepares a search whose plan suits every value, and plans a closed price range for its own values',
    async () => {
      const deps = { db: database.db, searchCache: new SearchCache(0) }
      const prepared = async () => {
        const pool = genericPlanPool((database.db as unknown as { $client: unknown }).$client) as unknown as {
          query(text: string): Promise<{ rows: { statement: string }[] }>
        }
        return (await pool.query('select statement from pg_prepared_statements')).rows.map((r) => r.statement)
      }
      await searchProperties(deps, propertyApiSearchSchema.parse({ price_min: 1, price_max: 10_000_000 }))
      expect((await prepared()).filter((s) => s.includes('"search_price" <='))).toEqual([])
      await searchProperties(deps, propertyApiSearchSchema.parse({ price_min: 1 }))
      expect((await prepared()).filter((s) => s.includes('"search_price" >='))).not.toEqual([])
    },
  )

  // Words are planned for their values on every run, and finding their matches is the costly part: the first page
  // sorts the matches its count found rather than finding them again in a second statement.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a search with words finds its matches once: count and first page in one statement, few matches or many',
    async () => {
      const deps = { db: database.db, searchCache: new SearchCache(0) }
      const pool = (database.db as unknown as { $client: { query(...args: unknown[]): unknown } }).$client
      const sent = vi.spyOn(pool, 'query')
      const statements = () =>
        sent.mock.calls
          .map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text))
          .filter((text) => text.includes('from "properties"'))
      const words = (page = 1) => propertyApiSearchSchema.parse({ q: 'casa', page, per_page: 2 })
      try {
        const few = await searchProperties(deps, words())
        expect(few.data.map((d) => d.id)).toEqual(ids.slice(0, 2))
        expect(few.meta).toMatchObject({ total: 3, total_pages: 2 })
        expect(statements()).toHaveLength(1)
        expect(statements()[0]).toContain('page_m')
        // A later page counts apart (it may lie past the last match, and then carries no count).
        sent.mockClear()
        expect((await searchProperties(deps, words(2))).data.map((d) => d.id)).toEqual(ids.slice(2))
        expect(statements()).toHaveLength(2)

        // No match: the empty first page says so, without a count of its own.
        sent.mockClear()
        const none = await searchProperties(deps, propertyApiSearchSchema.parse({ q: 'piscina' }))
        expect(none).toMatchObject({ data: [], meta: { total: 0 } })
        expect(statements()).toHaveLength(1)

        // Past the cap, the same statement walks the order instead: the newest first, the count capped.
        await database.db.execute(sql`
          insert into properties (user_id, name, description, category, listing_type, price, bedroom, bathroom,
            parking_space, square_meters, city_id, neighborhood, street, lat, lng, address_privacy, status, created_at)
          select user_id, name, description, category, listing_type, price, bedroom, bathroom, parking_space,
            square_meters, city_id, neighborhood, street, lat, lng, address_privacy, status, created_at - interval '1 year'
          from properties, generate_series(1, 1000) where id = ${Number(ids[2])}`)
        sent.mockClear()
        const many = await searchProperties(deps, words())
        expect(many.data.map((d) => d.id)).toEqual(ids.slice(0, 2))
        expect(many.meta).toMatchObject({ total: 1000, total_capped: true })
        expect(statements()).toHaveLength(1)
      } finally {
        sent.mockRestore()
        await database.db.execute(sql`delete from properties where created_at < '2025-06-01'`)
      }
    },
  )
})
