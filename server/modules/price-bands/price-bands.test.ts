import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceBandMsg } from '../../../src/domain/price-band'
import * as s from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createVehicle } from '../../test/fixtures'
import { upsertAdmin } from '../admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../auth/test-helpers'
import { insertPlan } from '../billing/test-helpers'
import type { ListingEvent } from '../listings'
import { refreshPriceBands } from './refresh'

// The region's price band end to end: computed from live listings, shown on a listing's page, and the hold of a
// price far below it (the fake rental) until staff look at it.

let t: TestApp
let owner: { id: number; token: string }
let staffToken: string
const events: ListingEvent[] = []
// Each test its own town, so bands do not mix.
const LAPAO = 2919157
const JOAO_DOURADO = 2918357
const IBITITA = 2913101

beforeAll(async () => {
  t = await buildTestApp()
  const signedUp = await signUpUser(t.app, { profile: 'owner' })
  owner = { id: Number(signedUp.userId), token: signedUp.token }
  const plan = await insertPlan(t.database.db, { propertiesLimit: 100 })
  await t.database.db
    .insert(s.subscriptions)
    .values({ userId: owner.id, planId: plan.id, status: 'active', startDate: new Date() })
  const email = uniqueEmail('staff')
  await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  staffToken = res.json<{ data: { attributes: { token: string } } }>().data.attributes.token
  const emit = t.app.listingEvents.emit.bind(t.app.listingEvents)
  t.app.listingEvents.emit = (e: ListingEvent) => {
    events.push(e)
    emit(e)
  }
})
afterAll(() => t.close())

/** `n` live monthly rents of 100 m² in a town, around R$ 1 000 (R$ 10/m²). */
async function rentals(cityId: number, n: number) {
  const others = await signUpUser(t.app, { profile: 'owner' })
  for (let i = 0; i < n; i++)
    await createProperty(t.database.db, Number(others.userId), {
      cityId,
      category: 'house',
      listingType: 'rent',
      rentalPeriod: 'monthly',
      price: 900 + i * 25,
      squareMeters: 100,
    })
}

const publish = (id: number, token = owner.token) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/properties/${id}/status`,
    headers: bearer(token),
    payload: { status: 'active' },
  })
const detail = async (id: number) => t.app.inject({ url: `/api/properties/${id}` })
const draft = (cityId: number, price: number) =>
  createProperty(t.database.db, owner.id, {
    cityId,
    category: 'house',
    listingType: 'rent',
    rentalPeriod: 'monthly',
    price,
    squareMeters: 100,
    status: 'pending',
  })
const inSearch = async (id: number, cityId: number) => {
  const res = await t.app.inject({ url: `/api/properties?city_id=${cityId}&listing_type=rent&per_page=50` })
  return res.json<{ data: { id: string }[] }>().data.some((d) => d.id === String(id))
}

describe('a rental far below its band', () => {
  it('is held for staff, unseen by search and alerts, and shows the warning once staff release it', async () => {
    await rentals(LAPAO, 10)
    await refreshPriceBands(t.database.db)
    // 40 % of the median (about R$ 1 012): R$ 405.
    const { id } = await draft(LAPAO, 405)
    events.length = 0
    const res = await publish(id)
    expect(res.statusCode).toBeLessThan(300)
    const [row] = await t.database.db.select().from(s.properties).where(eq(s.properties.id, id))
    expect(row).toMatchObject({ status: 'inactive', hold: 'review', holdReason: priceBandMsg.held })
    expect((await detail(id)).statusCode).toBe(404)
    expect(await inSearch(id, LAPAO)).toBe(false)
    expect(events.filter((e) => e.id === id)).toEqual([])
    const [flag] = await t.database.db
      .select()
      .from(s.listingRiskFlags)
      .where(eq(s.listingRiskFlags.listingId, id))
    expect(flag).toMatchObject({ code: 'below_band', kind: 'property' })
    // The listing's own price is not among the comparables that judge it: 10 others.
    expect(flag!.detail).toMatchObject({
      price: 405,
      comparables: 10,
      p25: expect.any(Number),
      p75: expect.any(Number),
    })
    expect((flag!.detail as { median: number }).median).toBeCloseTo(10.12, 1)

    const released = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/listings/property/${id}/moderate`,
      headers: bearer(staffToken),
      payload: { action: 'release' },
    })
    expect(released.statusCode).toBe(200)
    await refreshPriceBands(t.database.db)
    const page = (await detail(id)).json<{ data: { attributes: { price_band: unknown } } }>()
    expect(page.data.attributes.price_band).toMatchObject({ position: 'below', unit: 'm2', comparables: 11 })
  })

  it('within the band goes live at once and its page says so', async () => {
    await rentals(JOAO_DOURADO, 8)
    await refreshPriceBands(t.database.db)
    const { id } = await draft(JOAO_DOURADO, 1000)
    expect((await publish(id)).statusCode).toBeLessThan(300)
    expect(await inSearch(id, JOAO_DOURADO)).toBe(true)
    await refreshPriceBands(t.database.db)
    const band = (await detail(id)).json<{ data: { attributes: { price_band: Record<string, number> } } }>()
      .data.attributes.price_band
    expect(band).toMatchObject({ position: 'within', unit: 'm2', comparables: 9 })
    expect(band.p25).toBeLessThanOrEqual(10)
    expect(band.p75).toBeGreaterThanOrEqual(10)

    // The page reads the bands this process wrote at its refresh, not the table: emptied behind its back, the
    // page still shows them until the next refresh, which finds them again.
    await t.database.db.delete(s.priceBands)
    const kept = (await detail(id)).json<{ data: { attributes: { price_band: unknown } } }>()
    expect(kept.data.attributes.price_band).toEqual(band)
    await refreshPriceBands(t.database.db)
    expect(
      (await detail(id)).json<{ data: { attributes: { price_band: unknown } } }>().data.attributes.price_band,
    ).toEqual(band)
  })
})

describe('without 8 comparables', () => {
  it('there is no band: no hold, nothing on the page', async () => {
    await rentals(IBITITA, 7)
    await refreshPriceBands(t.database.db)
    const { id } = await draft(IBITITA, 300)
    expect((await publish(id)).statusCode).toBeLessThan(300)
    expect(await inSearch(id, IBITITA)).toBe(true)
    await refreshPriceBands(t.database.db)
    // Now 8 live, itself included: the page shows the band the public sees, the hold never judged with its own price.
    const page = (await detail(id)).json<{ data: { attributes: { price_band: unknown } } }>()
    expect(page.data.attributes.price_band).toMatchObject({ position: 'below', comparables: 8 })
  })
})

describe('a vehicle', () => {
  it('is judged against the same model a year either side, across the region', async () => {
    const catalogue = await createCatalogue(t.database.db)
    const seller = await signUpUser(t.app, { profile: 'owner' })
    for (let i = 0; i < 8; i++)
      await createVehicle(t.database.db, Number(seller.userId), catalogue, {
        year: 2019 + (i % 3),
        price: 50_000 + i * 1000,
        cityId: i % 2 ? LAPAO : IBITITA,
      })
    const other = await createCatalogue(t.database.db)
    const lone = await createVehicle(t.database.db, Number(seller.userId), other, { price: 20_000 })
    const within = await createVehicle(t.database.db, Number(seller.userId), catalogue, {
      year: 2022,
      price: 54_000,
    })
    await refreshPriceBands(t.database.db)
    const band = async (id: number) =>
      (await t.app.inject({ url: `/api/vehicles/${id}` })).json<{
        data: { attributes: { price_band: unknown } }
      }>().data.attributes.price_band
    // 2022 compares 2021–2023: only 3 of the model, plus itself.
    expect(await band(within.id)).toBeNull()
    expect(await band(lone.id)).toBeNull()
    // 2020 compares 2019–2021: all 8.
    const [mid] = await t.database.db
      .select()
      .from(s.vehicles)
      .where(and(eq(s.vehicles.modelId, catalogue.model.id), eq(s.vehicles.year, 2020)))
    expect(await band(mid!.id)).toMatchObject({ unit: 'listing', comparables: 8, median: 53_500 })
  })
})
