import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stats } from '../../../src/domain/stats'
import {
  addPageViews,
  addVehiclePageViews,
  createCatalogue,
  createProperty,
  createVehicle,
  setViewTotal,
} from '../../test/fixtures'
import { buildTestApp, type TestApp } from '../../test/app'
import { bearer, signUpUser, type SignedUp } from '../auth/test-helpers'

let t: TestApp
let owner: SignedUp

beforeAll(async () => {
  t = await buildTestApp()
  owner = await signUpUser(t.app)
})
afterAll(() => t.close())

const stats = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/v1/stats', headers: bearer(token) })
  expect(res.statusCode).toBe(200)
  return res.json<Stats>().data.attributes
}

describe('GET /v1/stats', () => {
  it('refuses anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/stats' })).statusCode).toBe(401)
  })

  it('counts my listings, leads by kind and page views, per listing and per day', async () => {
    const db = t.database.db
    const uid = Number(owner.userId)
    const house = await createProperty(db, uid, { name: 'Casa Verde' })
    await createProperty(db, uid, { name: 'Rascunho', status: 'pending' })
    await addPageViews(db, house.id, 0, 3)
    await addPageViews(db, house.id, 3, 2)
    await addPageViews(db, house.id, 10, 1)
    await addPageViews(db, house.id, 40, 1)
    await setViewTotal(db, house.id, 50)
    for (const kind of ['message', 'message', 'whatsapp', 'phone'])
      await t.app.inject({
        method: 'POST',
        url: '/api/leads',
        payload: {
          property_id: house.id,
          kind,
          name: 'Visitante',
          email: kind === 'message' ? 'v@example.com' : '',
          message: kind === 'message' ? 'Olá, tudo bem?' : '',
          consent: true,
        },
      })

    const a = await stats(owner.token)
    expect(a).toMatchObject({
      active_listings: 1,
      leads: 4,
      views: 50,
      leads_by_kind: { message: 2, whatsapp: 1, phone: 1 },
    })
    const row = a.listings.find((l) => l.title === 'Casa Verde')
    expect(row).toMatchObject({
      type: 'property',
      views: { total: 50, today: 3, week: 5, last_15_days: 6 },
      leads: { message: 2, whatsapp: 1, phone: 1 },
    })
    expect(a.daily).toHaveLength(30)
    expect(a.daily.at(-1)).toMatchObject({ leads: 4, views: 3 })
    expect(a.daily.at(-4)).toMatchObject({ leads: 0, views: 2 })

    // Another advertiser sees none of it.
    const other = await signUpUser(t.app)
    expect(await stats(other.token)).toMatchObject({ active_listings: 0, leads: 0, views: 0, listings: [] })
  })

  it('counts the views of vehicle pages too, per listing, in the totals and per day', async () => {
    const db = t.database.db
    const seller = await signUpUser(t.app)
    const cat = await createCatalogue(db, { vehicleType: 'motorcycles', brand: 'Honda', model: 'Bros' })
    const bike = await createVehicle(db, Number(seller.userId), cat, { name: 'Honda Bros 160' })
    await addVehiclePageViews(db, bike.id, 0, 2)
    await addVehiclePageViews(db, bike.id, 5, 1)

    const a = await stats(seller.token)
    expect(a.views).toBe(3)
    expect(a.listings.find((l) => l.title === 'Honda Bros 160')).toMatchObject({
      type: 'vehicle',
      views: { total: 3, today: 2, week: 3, last_15_days: 3 },
    })
    expect(a.daily.at(-1)).toMatchObject({ views: 2 })
    expect(a.daily.at(-6)).toMatchObject({ views: 1 })
  })
})
