import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingPriceChanges, vehicles } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createUser, createVehicle } from '../../test/fixtures'
import { bearer, signUpUser } from '../auth/test-helpers'
import { listingBody } from '../my-listings/test-helpers'

// Price drops as buyers see them: the detail's latest drop and history, the card's percent, "Maior redução".

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

async function liveProperty(price: number, category = 'ranch') {
  const { token } = await signUpUser(t.app, { profile: 'owner' })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/properties',
    headers: bearer(token),
    payload: listingBody({ status: 'active', category, price }),
  })
  expect(res.statusCode, res.body).toBe(201)
  const id = String(res.json().data.id)
  const reprice = async (to: number) => {
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/v1/properties/${id}`,
      headers: bearer(token),
      payload: listingBody({ category, price: to }),
    })
    expect(edit.statusCode, edit.body).toBe(200)
  }
  return { id, reprice }
}

describe('price drops of properties', () => {
  it('the detail carries the latest drop and the history; cards the percent; a rise clears the drop', async () => {
    const house = await liveProperty(400_000)
    const fresh = (await get(`/api/properties/${house.id}`)).data.attributes
    expect(fresh.price_drop).toBeNull()
    expect(fresh.price_history).toEqual([{ price: 400_000, at: expect.any(String) }])

    await house.reprice(380_000)
    await house.reprice(300_000)
    const dropped = (await get(`/api/properties/${house.id}`)).data.attributes
    expect(dropped.price_drop).toMatchObject({ percent: 21, from: 380_000, to: 300_000 })
    expect(dropped.price_history.map((p: { price: number }) => p.price)).toEqual([400_000, 380_000, 300_000])
    const card = (await get('/api/properties?category=ranch')).data.find(
      (d: { id: string }) => d.id === house.id,
    )
    expect(card.attributes.price_drop_percent).toBe(21)

    await house.reprice(310_000)
    const risen = (await get(`/api/properties/${house.id}`)).data.attributes
    expect(risen.price_drop).toBeNull()
    expect(risen.price_history.map((p: { price: number }) => p.price)).toEqual([
      400_000, 380_000, 300_000, 310_000,
    ])
  })

  it('lists the biggest recent drop first with sort=maior_reducao, listings without a drop after', async () => {
    const small = await liveProperty(100_000, 'industrial_land')
    const big = await liveProperty(100_000, 'industrial_land')
    const none = await liveProperty(100_000, 'industrial_land')
    await small.reprice(95_000)
    await big.reprice(70_000)
    const page = await get('/api/properties?category=industrial_land&sort=maior_reducao')
    expect(page.data.map((d: { id: string }) => d.id)).toEqual([big.id, small.id, none.id])
    expect(
      page.data.map(
        (d: { attributes: { price_drop_percent: number | null } }) => d.attributes.price_drop_percent,
      ),
    ).toEqual([30, 5, null])
  })
})

describe('price drops of vehicles', () => {
  it('a drop older than 90 days no longer counts; the order follows the recent ones', async () => {
    const db = t.database.db
    const seller = await createUser(db)
    const catalogue = await createCatalogue(db, { vehicleType: 'trucks' })
    const recent = await createVehicle(db, seller.id, catalogue, { price: 90_000 })
    const old = await createVehicle(db, seller.id, catalogue, { price: 50_000 })
    const day = 24 * 3600_000
    await db.insert(listingPriceChanges).values([
      {
        kind: 'vehicle',
        listingId: recent.id,
        fromPrice: 100_000,
        toPrice: 90_000,
        changedAt: new Date(Date.now() - day),
      },
      {
        kind: 'vehicle',
        listingId: old.id,
        fromPrice: 100_000,
        toPrice: 50_000,
        changedAt: new Date(Date.now() - 100 * day),
      },
    ])
    await db
      .update(vehicles)
      .set({ priceDropPercent: 10, priceDroppedAt: new Date(Date.now() - day) })
      .where(eq(vehicles.id, recent.id))
    await db
      .update(vehicles)
      .set({ priceDropPercent: 50, priceDroppedAt: new Date(Date.now() - 100 * day) })
      .where(eq(vehicles.id, old.id))

    const recentDetail = (await get(`/api/vehicles/${recent.id}`)).data.attributes
    expect(recentDetail.price_drop).toMatchObject({ percent: 10, from: 100_000, to: 90_000 })
    expect(recentDetail.price_history.map((p: { price: number }) => p.price)).toEqual([100_000, 90_000])
    expect((await get(`/api/vehicles/${old.id}`)).data.attributes.price_drop).toBeNull()

    const page = await get(
      `/api/vehicles?vehicle_type=trucks&brand_id=${catalogue.brand.id}&sort=maior_reducao`,
    )
    expect(page.data.map((d: { id: string }) => Number(d.id))).toEqual([recent.id, old.id])
    expect(
      page.data.map(
        (d: { attributes: { price_drop_percent: number | null } }) => d.attributes.price_drop_percent,
      ),
    ).toEqual([10, null])
  })
})
