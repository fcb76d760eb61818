import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { propertyApiSearchSchema } from '../../../src/domain/property'
import type { Database } from '../../db/client'
import { testDatabase } from '../../test/database'
import { createProperty, createUser, newestFirst } from '../../test/fixtures'
import { SearchCache } from '../search'
import { searchProperties } from './search'

// On PostgreSQL a search's statements are written once per shape and run with each search's values: searches of
// one shape must still each answer for their own values, on every way of reading a page.

const IRECE = 2914604
const XIQUE = 2933604
let database: Database
const listed: { id: string; city: number; bedroom: number; price: number }[] = []

beforeAll(async () => {
  database = await testDatabase()
  const owner = await createUser(database.db)
  for (const [i, [city, bedroom, price]] of [
    [IRECE, 2, 100_000],
    [IRECE, 4, 200_000],
    [IRECE, 4, 300_000],
    [XIQUE, 2, 150_000],
    [XIQUE, 3, 250_000],
  ].entries()) {
    const created = await createProperty(database.db, owner.id, {
      cityId: city,
      bedroom,
      price,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })
    listed.push({ id: String(created.id), city: city!, bedroom: bedroom!, price: price! })
  }
})
afterAll(async () => {
  await database.close()
})

const expected = (keep: (l: (typeof listed)[number]) => boolean) => newestFirst(listed, keep)

describe('searches of one shape', () => {
  it('each answer for their own values, whether the count is read with the page or known before', async () => {
    // A cache that keeps counts: the second round reads its pages with the count known (another statement).
    const deps = { db: database.db, searchCache: new SearchCache(60_000) }
    for (let round = 0; round < 2; round++) {
      for (const [slug, city] of [
        ['irece', IRECE],
        ['xique-xique', XIQUE],
      ] as const) {
        for (const bedrooms of [2, 3, 4]) {
          const query = { city: slug, bedrooms, per_page: 1 }
          const want = expected((l) => l.city === city && l.bedroom >= bedrooms)
          const pages = await Promise.all(
            [1, 2, 3].map((page) =>
              searchProperties(deps, propertyApiSearchSchema.parse({ ...query, page })),
            ),
          )
          expect(pages.map((p) => p.data.map((d) => d.id)).flat()).toEqual(want.slice(0, 3))
          expect(pages[0]!.meta).toMatchObject({ total: want.length })
        }
      }
      deps.searchCache.clear()
    }
  })

  it('planned for their values on every run (closed ranges, words) each answer for their own values', async () => {
    const deps = { db: database.db, searchCache: new SearchCache(0) }
    for (const [price_min, price_max] of [
      [90_000, 160_000],
      [140_000, 260_000],
      [240_000, 310_000],
    ] as const) {
      const page = await searchProperties(deps, propertyApiSearchSchema.parse({ price_min, price_max }))
      const want = expected((l) => l.price >= price_min && l.price <= price_max)
      expect(page.data.map((d) => d.id)).toEqual(want)
      expect(page.meta).toMatchObject({ total: want.length })
    }
    // Words and a town: the words are part of the statement's shape, the town's value is bound.
    for (const [slug, city] of [
      ['irece', IRECE],
      ['xique-xique', XIQUE],
    ] as const) {
      const page = await searchProperties(deps, propertyApiSearchSchema.parse({ q: 'casa', city: slug }))
      expect(page.data.map((d) => d.id).sort()).toEqual(expected((l) => l.city === city).sort())
    }
  })

  it('in an order of their own values answer in that order', async () => {
    const deps = { db: database.db, searchCache: new SearchCache(0) }
    for (const price_min of [120_000, 220_000]) {
      const page = await searchProperties(
        deps,
        propertyApiSearchSchema.parse({ price_min, sort: 'price_asc' }),
      )
      const want = listed
        .filter((l) => l.price >= price_min)
        .sort((a, b) => a.price - b.price)
        .map((l) => l.id)
      expect(page.data.map((d) => d.id)).toEqual(want)
    }
  })
})
