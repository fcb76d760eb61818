import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MyVehiclesPage } from '../../../src/domain/my-vehicle'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createVehicle } from '../../test/fixtures'
import { bearer, signUpUser } from '../auth/test-helpers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

// Each visitor from an address of its own: without the server's cookie, a visitor is its address of the day.
const view = (id: number, ip = '203.0.113.60') =>
  t.app.inject({ method: 'POST', url: `/api/vehicles/${id}/views`, remoteAddress: ip, payload: {} })

describe('POST /api/vehicles/:id/views', () => {
  it('counts a visitor once a day, shows the total in the dashboard, and 404s for a vehicle not live', async () => {
    const owner = await signUpUser(t.app, { profile: 'owner' })
    const catalogue = await createCatalogue(t.database.db)
    const live = await createVehicle(t.database.db, Number(owner.userId), catalogue)
    const draft = await createVehicle(t.database.db, Number(owner.userId), catalogue, { status: 'draft' })

    const first = await view(live.id, '203.0.113.61')
    expect(first.json()).toMatchObject({ data: { attributes: { counted: true, total: 1 } } })
    const again = await view(live.id, '203.0.113.61')
    expect(again.json()).toMatchObject({ data: { attributes: { counted: false, total: 1 } } })
    expect((await view(live.id, '203.0.113.62')).json().data.attributes.total).toBe(2)
    expect((await view(draft.id)).statusCode).toBe(404)
    expect((await view(99_999_999)).statusCode).toBe(404)

    const mine = await t.app.inject({ url: '/v1/vehicles', headers: bearer(owner.token) })
    const row = mine.json<MyVehiclesPage>().data.find((v) => v.id === String(live.id))
    expect(row?.attributes.views).toBe(2)
  })
})
