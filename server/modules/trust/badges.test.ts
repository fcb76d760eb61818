import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createUser, createVehicle } from '../../test/fixtures'
import { trustChecks } from '../../db/schema'

// What the public sees of the checks: "Anunciante verificado" on cards, detail pages and the advertiser's page,
// "Documento conferido" on a documented listing's page, and a verified advertiser first among equals.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const approve = (
  userId: number,
  subject: 'advertiser' | 'property' | 'vehicle' = 'advertiser',
  listingId?: number,
) =>
  t.database.db
    .insert(trustChecks)
    .values({ userId, subject, listingId: listingId ?? null, status: 'approved', decidedAt: new Date() })
const get = async <T>(url: string) => (await t.app.inject({ url })).json<T>()
type Page = { data: { id: string; attributes: { advertiser_verified: boolean } }[] }

describe('badges and order', () => {
  it('ranks a verified advertiser first among equal prices and equal dates, never above a better match', async () => {
    const verified = await createUser(t.database.db)
    const plain = await createUser(t.database.db)
    const at = new Date('2026-10-01T12:00:00Z')
    // The verified advertiser's listing is older by id: without the tie-breaker the newer id would lead.
    const a = await createProperty(t.database.db, verified.id, { price: 123_456, createdAt: at, cityId: 2 })
    const b = await createProperty(t.database.db, plain.id, { price: 123_456, createdAt: at, cityId: 2 })
    const cheaper = await createProperty(t.database.db, plain.id, { price: 100_000, cityId: 2 })
    await approve(verified.id)

    const byPrice = await get<Page>('/api/properties?sort=price_asc&price_min=90000&price_max=130000')
    expect(byPrice.data.map((p) => Number(p.id))).toEqual([cheaper.id, a.id, b.id])
    expect(byPrice.data.map((p) => p.attributes.advertiser_verified)).toEqual([false, true, false])

    const recent = await get<Page>('/api/properties?price_min=123456&price_max=123456')
    expect(recent.data.map((p) => Number(p.id))).toEqual([a.id, b.id])
  })

  it('shows the badges on the detail pages and the advertiser page', async () => {
    const owner = await createUser(t.database.db)
    const property = await createProperty(t.database.db, owner.id)
    const { brand, model } = await createCatalogue(t.database.db)
    const vehicle = await createVehicle(t.database.db, owner.id, { brand, model }, { status: 'published' })
    type Detail = { data: { attributes: { advertiser_verified: boolean; documented: boolean } } }
    expect((await get<Detail>(`/api/properties/${property.id}`)).data.attributes).toMatchObject({
      advertiser_verified: false,
      documented: false,
    })
    await approve(owner.id)
    await approve(owner.id, 'property', property.id)
    expect((await get<Detail>(`/api/properties/${property.id}`)).data.attributes).toMatchObject({
      advertiser_verified: true,
      documented: true,
    })
    expect((await get<Detail>(`/api/vehicles/${vehicle.id}`)).data.attributes).toMatchObject({
      advertiser_verified: true,
      documented: false,
    })
    const profile = await get<{ data: { attributes: { verified: boolean } } }>(`/api/advertisers/${owner.id}`)
    expect(profile.data.attributes.verified).toBe(true)
  })
})
