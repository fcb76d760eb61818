import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingPriceChanges } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createUser, createVehicle } from '../../test/fixtures'

// The favourites page asks what became of the listings a visitor keeps: on offer (with its price and a recent
// drop), sold, rented, or gone — paused, archived, held by staff, or its advertiser suspended all read as gone.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const ask = (ids: string) =>
  t.app.inject({ method: 'GET', url: `/api/listings/states?ids=${encodeURIComponent(ids)}` })
type State = {
  id: string
  type: string
  attributes: { state: string; price: number | null; price_drop: unknown }
}

describe('GET /api/listings/states', () => {
  it('tells each listing’s state, price and recent drop, for both kinds', async () => {
    const db = t.database.db
    const owner = await createUser(db)
    const suspended = await createUser(db, { status: 'suspended' })
    const dropped = await createProperty(db, owner.id, { status: 'active', price: 1200 })
    await db.insert(listingPriceChanges).values({
      kind: 'property',
      listingId: dropped.id,
      fromPrice: 1500,
      toPrice: 1200,
      changedAt: new Date(Date.now() - 86_400_000),
    })
    const old = await createProperty(db, owner.id, { status: 'active', price: 900 })
    await db.insert(listingPriceChanges).values({
      kind: 'property',
      listingId: old.id,
      fromPrice: 1000,
      toPrice: 900,
      changedAt: new Date(Date.now() - 120 * 86_400_000),
    })
    const sold = await createProperty(db, owner.id, { status: 'sold', price: 300_000 })
    const rented = await createProperty(db, owner.id, { status: 'rented', price: 800 })
    const paused = await createProperty(db, owner.id, { status: 'paused', price: 700 })
    const held = await createProperty(db, owner.id, {
      status: 'inactive',
      hold: 'paused',
      holdReason: 'Fotos de outro imóvel',
      heldAt: new Date(),
      statusBeforeHold: 'active',
    })
    const archived = await createProperty(db, owner.id, { status: 'active', deletedAt: new Date() })
    const hidden = await createProperty(db, suspended.id, { status: 'active', price: 500 })
    const catalogue = await createCatalogue(db)
    const car = await createVehicle(db, owner.id, catalogue, { status: 'published', price: 45_000 })
    const soldCar = await createVehicle(db, owner.id, catalogue, { status: 'sold', price: 40_000 })

    const ids = [dropped, old, sold, rented, paused, held, archived, hidden]
      .map((p) => `property:${p.id}`)
      .concat([`vehicle:${car.id}`, `vehicle:${soldCar.id}`, 'property:999999'])
    const res = await ask(ids.join(','))
    expect(res.statusCode).toBe(200)
    const byKey = Object.fromEntries(
      res.json<{ data: State[] }>().data.map((s) => [`${s.type}:${s.id}`, s.attributes]),
    )
    expect(byKey[`property:${dropped.id}`]).toMatchObject({
      state: 'active',
      price: 1200,
      price_drop: { percent: 20, from: 1500, to: 1200 },
    })
    // A drop older than 90 days is no longer news.
    expect(byKey[`property:${old.id}`]).toMatchObject({ state: 'active', price: 900, price_drop: null })
    expect(byKey[`property:${sold.id}`]?.state).toBe('sold')
    expect(byKey[`property:${rented.id}`]?.state).toBe('rented')
    for (const gone of [paused, held, archived, hidden])
      expect(byKey[`property:${gone.id}`]).toMatchObject({ state: 'removed', price: null })
    expect(byKey[`vehicle:${car.id}`]).toMatchObject({ state: 'active', price: 45_000 })
    expect(byKey[`vehicle:${soldCar.id}`]?.state).toBe('sold')
    // An id that never existed is left out: the page keeps what it knows.
    expect(byKey['property:999999']).toBeUndefined()
  })

  it('refuses a malformed list or more than 200 listings, in pt-BR', async () => {
    for (const ids of [
      'property:abc',
      'house:1',
      'property:1;drop table',
      Array.from({ length: 201 }, (_, i) => `vehicle:${i + 1}`).join(','),
    ]) {
      const res = await ask(ids)
      expect(res.statusCode, ids.slice(0, 30)).toBe(422)
      expect(JSON.stringify(res.json())).toContain('Lista de anúncios inválida.')
    }
  })
})
