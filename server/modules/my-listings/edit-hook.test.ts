import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MyProperty } from '../../../src/domain/my-property'
import type { MyVehicle } from '../../../src/domain/my-vehicle'
import type { TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import type { EditChange } from '../listings'
import { listeningApp, listingBody, photoBytes, subscribe, upload, vehicleFixture } from './test-helpers'

// The shared update path tells the lifecycle what an edit changed, inside its transaction: the hook is replaced
// here by a recorder, so the test reads what it was told whatever the lifecycle then does with it.
const heard = vi.hoisted(() => [] as unknown[])
vi.mock('../listings/lifecycle/edit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../listings/lifecycle/edit')>()),
  afterEdit: async (tx: { select: unknown }, edit: EditChange) => {
    // Called with the transaction, not without a database.
    if (typeof tx.select !== 'function') throw new Error('afterEdit needs the transaction')
    heard.push(edit)
    return { status: edit.status }
  },
}))

let t: TestApp
let base: string
let vehicleBody: Awaited<ReturnType<typeof vehicleFixture>>['body']
beforeAll(async () => {
  ;({ t, base } = await listeningApp({ NODE_ENV: 'development' }))
  vehicleBody = (await vehicleFixture(t.database.db)).body
})
afterAll(() => t.close())
beforeEach(() => {
  heard.length = 0
})

const advertiser = async () => {
  const user = await signUpUser(t.app, { profile: 'owner' })
  await subscribe(t.database.db, user.userId, { propertiesLimit: 5 })
  return user.token
}
const send = async <T>(token: string, method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await t.app.inject({ method, url, headers: bearer(token), payload })
  expect(res.statusCode, res.body).toBeLessThan(300)
  return res.json<{ data: T }>().data
}

describe('the lifecycle hears every edit', () => {
  it('of a vehicle: a price alone, then the gallery, then nothing', async () => {
    const token = await advertiser()
    const photo = { upload_id: await upload(base, token, await photoBytes()) }
    const v = await send<MyVehicle>(token, 'POST', '/v1/vehicles', { ...vehicleBody(), photos: [photo] })
    expect(heard).toEqual([])

    await send(token, 'PUT', `/v1/vehicles/${v.id}`, vehicleBody({ price: 70000 }))
    expect(heard).toEqual([
      {
        kind: 'vehicle',
        id: Number(v.id),
        status: 'draft',
        changed: ['price'],
        price: { from: 72000, to: 70000 },
      },
    ])

    const second = { upload_id: await upload(base, token, await photoBytes()) }
    await send(token, 'PUT', `/v1/vehicles/${v.id}/media`, {
      photos: [{ media_id: v.attributes.images[0]!.id }, second],
      youtube_url: null,
    })
    expect(heard[1]).toEqual({ kind: 'vehicle', id: Number(v.id), status: 'draft', changed: ['photos'] })

    await send(token, 'PUT', `/v1/vehicles/${v.id}`, { ...vehicleBody({ price: 70000 }), status: 'draft' })
    expect(heard[2]).toEqual({ kind: 'vehicle', id: Number(v.id), status: 'draft', changed: [] })

    await send(token, 'PUT', `/v1/vehicles/${v.id}`, {
      ...vehicleBody({
        price: 70000,
        description: 'Carro revisado, pneus novos, único dono, manual e chave reserva.',
      }),
      optional_item_ids: [],
      status: 'pending',
    })
    // The status it had when the edit was written; the move to review comes after.
    expect(heard[3]).toEqual({
      kind: 'vehicle',
      id: Number(v.id),
      status: 'draft',
      changed: ['description'],
    })
  })

  it('of a property: the title and the cover', async () => {
    const token = await advertiser()
    const photos = [
      { upload_id: await upload(base, token, await photoBytes()) },
      { upload_id: await upload(base, token, await photoBytes()) },
    ]
    const p = await send<MyProperty>(token, 'POST', '/v1/properties', listingBody({ photos }))
    const kept = p.attributes.images.map((img) => ({ media_id: img.id }))
    await send(
      token,
      'PUT',
      `/v1/properties/${p.id}`,
      listingBody({ name: 'Casa nova no Centro', photos: kept }),
    )
    expect(heard).toEqual([{ kind: 'property', id: Number(p.id), status: 'active', changed: ['name'] }])
    await send(
      token,
      'PUT',
      `/v1/properties/${p.id}`,
      listingBody({ name: 'Casa nova no Centro', photos: kept, cover_index: 1 }),
    )
    expect(heard[1]).toEqual({ kind: 'property', id: Number(p.id), status: 'active', changed: ['photos'] })
  })
})
