import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { documentSchema } from '../../../src/domain/api'
import { vehicleSummarySchema } from '../../../src/domain/vehicle'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createUser, createVehicle } from '../../test/fixtures'

let t: TestApp
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  const dealer = await createUser(db, { profile: 'business' })
  const gone = await createUser(db, { status: 'inactive' })
  const gol = await createCatalogue(db, { brand: 'Volkswagen', model: 'Gol' })
  const vw = { brand: gol.brand, model: (await createCatalogue(db, { brand: 'X', model: 'Polo' })).model }
  const uno = await createCatalogue(db, { brand: 'Fiat', model: 'Uno' })
  const cg = await createCatalogue(db, { vehicleType: 'motorcycles', brand: 'Honda', model: 'CG' })
  const add = async (key: string, cat: Parameters<typeof createVehicle>[2], over = {}, user = dealer.id) =>
    (ids[key] = String((await createVehicle(db, user, cat, over)).id))
  await add('base', gol, { price: 40_000, year: 2015 })
  await add('sameModelFar', gol, { price: 80_000, year: 2022 })
  await add('sameModelClose', gol, { price: 42_000, year: 2016 })
  await add('sameBrand', vw, { price: 40_000 })
  await add('otherBrandClose', uno, { price: 40_500 })
  await add('otherBrandFar', uno, { price: 90_000 })
  await add('moto', cg, { price: 40_000 })
  await add('draft', gol, { price: 40_000, status: 'draft' })
  await add('ofInactive', gol, { price: 40_000 }, gone.id)
})
afterAll(() => t?.close())

describe('GET /api/vehicles/:id/similar', () => {
  it('lists the same type: same model first, then brand, then the closest price', async () => {
    const res = await t.app.inject({ url: `/api/vehicles/${ids.base}/similar` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/^public/)
    const names = documentSchema(z.array(vehicleSummarySchema))
      .parse(res.json())
      .data.map((v) => Object.keys(ids).find((k) => ids[k] === v.id))
    expect(names).toEqual(['sameModelClose', 'sameModelFar', 'sameBrand', 'otherBrandClose', 'otherBrandFar'])
    const limited = await t.app.inject({ url: `/api/vehicles/${ids.base}/similar?limit=2` })
    expect(limited.json().data).toHaveLength(2)
  })

  it.each(['draft', 'ofInactive', '999999', 'x'])('answers 404 for %s', async (key) => {
    const res = await t.app.inject({ url: `/api/vehicles/${ids[key] ?? key}/similar` })
    expect(res.statusCode).toBe(404)
  })
})
