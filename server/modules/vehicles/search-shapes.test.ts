import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicleSearchSchema } from '../../../src/domain/vehicle'
import type { Database } from '../../db/client'
import { testDatabase } from '../../test/database'
import { createCatalogue, createUser, createVehicle, newestFirst } from '../../test/fixtures'
import { SearchCache } from '../search'
import { searchVehicles } from './search'

// On PostgreSQL a vehicle search's values are named placeholders too: searches of one shape share a statement and
// must each answer for their own values.

let database: Database
const listed: { id: string; year: number; price: number; brand: number }[] = []

beforeAll(async () => {
  database = await testDatabase()
  const owner = await createUser(database.db)
  const brands = [await createCatalogue(database.db), await createCatalogue(database.db)]
  for (const [i, [brand, year, price]] of [
    [0, 2015, 40_000],
    [0, 2018, 60_000],
    [1, 2020, 80_000],
    [1, 2023, 120_000],
  ].entries()) {
    const catalogue = brands[brand!]!
    const created = await createVehicle(database.db, owner.id, catalogue, {
      year,
      price,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })
    listed.push({ id: String(created.id), year: year!, price: price!, brand: catalogue.brand.id })
  }
})
afterAll(async () => {
  await database.close()
})

const expected = (keep: (l: (typeof listed)[number]) => boolean) => newestFirst(listed, keep)

describe('vehicle searches of one shape', () => {
  it('each answer for their own values', async () => {
    const deps = { db: database.db, searchCache: new SearchCache(0) }
    for (const year_min of [2014, 2017, 2021]) {
      for (const price_max of [70_000, 150_000]) {
        const page = await searchVehicles(deps, vehicleSearchSchema.parse({ year_min, price_max }))
        const want = expected((l) => l.year >= year_min && l.price <= price_max)
        expect(page.data.map((d) => d.id)).toEqual(want)
        expect(page.meta).toMatchObject({ total: want.length })
      }
    }
    for (const { brand } of listed.slice(1, 3)) {
      const page = await searchVehicles(deps, vehicleSearchSchema.parse({ brand_id: brand }))
      expect(page.data.map((d) => d.id)).toEqual(expected((l) => l.brand === brand))
    }
  })
})
