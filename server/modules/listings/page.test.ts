import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { properties as p } from '../../db/schema'
import { cappedPageMeta } from '../../http/public-read'
import { testDatabase } from '../../test/database'
import { createProperty, createUser } from '../../test/fixtures'
import { propertyTable } from '../properties'
import { selectRows } from '../search'
import { countedPage, countListings, intLiteral, matchCount, pageIdsQuery, type PagePlan } from './page'
import { searchScope } from './scope'

// Counting stops at a cap ("mais de 1.000 imóveis"): past it the pages are read by walking the order's index, and
// they go on for as long as there are matches. Here with a cap of 3 over 7 public listings.

let database: Database
const newest: number[] = []

beforeAll(async () => {
  database = await testDatabase()
  const db = database.db
  const owner = await createUser(db)
  const suspended = await createUser(db, { status: 'suspended' })
  for (let i = 0; i < 7; i++) {
    const row = await createProperty(db, owner.id, {
      category: i < 5 ? 'house' : 'land',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })
    newest.unshift(row.id)
  }
  await createProperty(db, suspended.id, { category: 'house' })
  await createProperty(db, owner.id, { category: 'house', status: 'paused' })
})
afterAll(async () => {
  await database.close()
})

const scope = () => searchScope(propertyTable)
const recent: PagePlan = {
  keys: [
    { expr: sql`${p.createdAt}`, dir: 'desc' },
    { expr: sql`${p.id}`, dir: 'desc' },
  ],
}

describe('match counts', () => {
  it('are exact up to the cap, leaving out paused listings and suspended advertisers', async () => {
    expect(await countListings(database.db, scope(), [], 7)).toEqual({ total: 7, capped: false })
    const houses = [sql`${p.category} = 'house'`]
    expect(await countListings(database.db, scope(), houses, 5)).toEqual({ total: 5, capped: false })
  })

  it('stop at the cap and say so', async () => {
    expect(await countListings(database.db, scope(), [], 3)).toEqual({ total: 3, capped: true })
    expect(await countListings(database.db, scope(), [], 6)).toEqual({ total: 6, capped: true })
  })
})

describe('pages of a capped count', () => {
  const count = { total: 3, capped: true }
  const page = async (n: number) => {
    const query = pageIdsQuery(p.id, scope(), [], recent, { limit: 2, offset: (n - 1) * 2, count })
    return query ? (await selectRows<{ id: number }>(database.db, query)).map((r) => Number(r.id)) : []
  }

  it('go on past the cap, in order, until the matches run out', async () => {
    expect([...(await page(1)), ...(await page(2)), ...(await page(3)), ...(await page(4))]).toEqual(newest)
    expect(await page(5)).toEqual([])
  })

  it('answer "more than" with one more page while the current one is full', () => {
    expect(cappedPageMeta(1, 2, count, 2)).toEqual({
      page: 1,
      per_page: 2,
      total: 3,
      total_pages: 2,
      total_capped: true,
    })
    expect(cappedPageMeta(3, 2, count, 2)).toMatchObject({ total_pages: 4, total_capped: true })
    expect(cappedPageMeta(4, 2, count, 1)).toMatchObject({ total_pages: 4 })
    expect(cappedPageMeta(1, 2, { total: 3, capped: false }, 2)).toEqual({
      page: 1,
      per_page: 2,
      total: 3,
      total_pages: 2,
    })
  })
})

describe('the bounds of a page', () => {
  const dialect = new PgDialect()
  const count = { total: 3, capped: true }

  it('are written into the statement, so a prepared search can keep one plan for every run', () => {
    const walked = pageIdsQuery(p.id, scope(), [], recent, { limit: 24, offset: 48, count })!
    const { sql: text, params } = dialect.sqlToQuery(walked)
    expect(text).toMatch(/limit 24 offset 48$/)
    expect(params).not.toContain(24)
    expect(params).not.toContain(48)
    const gathered = pageIdsQuery(p.id, scope(), [], recent, {
      limit: 24,
      offset: 0,
      count: { total: 30, capped: false },
    })!
    expect(dialect.sqlToQuery(gathered).sql).toMatch(/limit 24 offset 0$/)
  })

  it('are whole numbers of rows, nothing else', () => {
    expect(dialect.sqlToQuery(sql`limit ${intLiteral(1001)}`).sql).toBe('limit 1001')
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => intLiteral(bad)).toThrow(/row count/)
  })
})

describe('a page counted in its own statement', () => {
  /** The page's ids and the count read with them, as the cards' statement reads them (see pageWithCovers). */
  const counted = async (cap: number, limit: number, offset: number) => {
    const page = countedPage(p.id, scope(), [], recent, { limit, offset }, cap)
    const rows = await selectRows<{ n: number; id: number }>(
      database.db,
      sql`select page_count.n, id::int as id from (select ${page.count} as n) page_count,
          unnest(${page.ids}) with ordinality as t(id, ord) order by ord`,
    )
    return { count: rows[0] && matchCount(rows[0].n, cap), ids: rows.map((r) => Number(r.id)) }
  }

  it('gathers the matches when they are few, with their exact count', async () => {
    expect(await counted(10, 2, 0)).toEqual({ count: { total: 7, capped: false }, ids: newest.slice(0, 2) })
    expect(await counted(10, 2, 6)).toEqual({ count: { total: 7, capped: false }, ids: newest.slice(6) })
    // Past the last match: no row, so no count either (the search then counts apart).
    expect(await counted(10, 2, 8)).toEqual({ count: undefined, ids: [] })
  })

  it('walks the order past the cap, saying "more than", and pages on as the two statements did', async () => {
    const capped = { total: 3, capped: true }
    const walked: number[] = []
    for (let offset = 0; offset < 8; offset += 2) {
      const page = await counted(3, 2, offset)
      if (page.ids.length) expect(page.count).toEqual(capped)
      walked.push(...page.ids)
    }
    expect(walked).toEqual(newest)
  })
})
