import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Property } from '../../../src/domain/property'
import { townPackPartSchema, type TownPackPart } from '../../../src/domain/town-pack'
import type { Vehicle } from '../../../src/domain/vehicle'
import * as s from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createCatalogue, createProperty, createUser, createVehicle } from '../../test/fixtures'

// Every live listing of a town is in its pack: its vehicles too, as the vehicle detail answers them with one
// photo, in the same version (an edit of a vehicle or of its advertiser's name or phones changes it).

const LAPAO = 2919157
let t: TestApp
const ids = { house: 0, car: 0, moto: 0, draft: 0, deleted: 0, otherTown: 0, suspended: 0 }
let dealerId = 0

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  const fiat = await createCatalogue(db, { brand: 'Fiat', model: 'Uno' })
  const honda = await createCatalogue(db, { vehicleType: 'motorcycles', brand: 'Honda', model: 'CG 160' })
  const dealer = await createUser(db, {
    firstName: 'João',
    lastName: 'Mendes',
    profile: 'business',
    phones: [{ number: '74-98888-1234', whatsapp: true }],
  })
  dealerId = dealer.id
  const owner = await createUser(db, { firstName: 'Maria', lastName: 'Lima', profile: 'owner' })
  const banned = await createUser(db, { firstName: 'Sem', lastName: 'Acesso', profile: 'owner' })
  ids.house = (await createProperty(db, owner.id, { name: 'Casa no pacote' })).id
  ids.car = (
    await createVehicle(db, dealer.id, fiat, {
      name: 'Uno do pacote',
      images: [{}, { isCover: true }, {}],
    })
  ).id
  ids.moto = (await createVehicle(db, owner.id, honda, { name: 'CG sem contato', showContact: false })).id
  ids.draft = (await createVehicle(db, owner.id, fiat, { name: 'Rascunho', status: 'draft' })).id
  ids.deleted = (await createVehicle(db, owner.id, fiat, { name: 'Apagado', deletedAt: new Date() })).id
  ids.otherTown = (await createVehicle(db, owner.id, fiat, { name: 'Uno de Lapão', cityId: LAPAO })).id
  ids.suspended = (await createVehicle(db, banned.id, fiat, { name: 'Uno de suspenso' })).id
  await db.update(s.users).set({ status: 'suspended' }).where(eq(s.users.id, banned.id))
}, 120_000)
afterAll(async () => {
  await t?.close()
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const part0 = async () => townPackPartSchema.parse((await get('/api/town-packs/irece/parts/0')).json())
const vehiclesOf = (part: TownPackPart) => part.data.filter((l): l is Vehicle => l.type === 'vehicle')

describe('vehicles in a town pack', () => {
  it("holds the town's live vehicles after its properties, counted in the listings and the size", async () => {
    const part = await part0()
    expect(part.data.map((l) => `${l.type}:${l.id}`)).toEqual([
      `property:${ids.house}`,
      `vehicle:${ids.car}`,
      `vehicle:${ids.moto}`,
    ])
    const irece = (await get('/api/town-packs/irece')).json<{ data: { listings: number; bytes: number } }>()
      .data
    expect(irece.listings).toBe(3)
    expect(irece.bytes).toBeGreaterThan(3 * 1000)
    const lapao = (await get('/api/town-packs/lapao')).json<{ data: { listings: number } }>().data
    expect(lapao.listings).toBe(1)
  })

  it('carries each vehicle as its detail answers it, the gallery cut to the cover', async () => {
    const packed = vehiclesOf(await part0()).find((v) => v.id === String(ids.car))!
    const detail = (await get(`/api/vehicles/${ids.car}`)).json<{ data: Vehicle }>().data
    expect(detail.attributes.images).toHaveLength(3)
    expect(packed.attributes.images).toEqual([detail.attributes.cover])
    const { images: _a, ...rest } = packed.attributes
    const { images: _b, ...same } = detail.attributes
    expect(rest).toEqual(same)
  })

  it('keeps what the public detail hides: no phones when the contact is hidden, no address of any part', async () => {
    const res = await get('/api/town-packs/irece/parts/0')
    expect(res.body).not.toContain('98888')
    const moto = vehiclesOf(townPackPartSchema.parse(res.json())).find((v) => v.id === String(ids.moto))!
    expect(moto.attributes.advertiser.phone_channels).toEqual({ call: false, whatsapp: false })
    // A vehicle has its town only: no street, neighbourhood or point reaches the device.
    for (const v of vehiclesOf(townPackPartSchema.parse(res.json())))
      expect(Object.keys(v.attributes)).not.toEqual(expect.arrayContaining(['address']))
    const house = townPackPartSchema.parse(res.json()).data[0] as Property
    expect(house.attributes.address.privacy).toBeDefined()
  })

  it('changes its version (ETag) when a vehicle or its advertiser changes', async () => {
    const tag = async () => {
      const res = await get('/api/town-packs/irece')
      expect(res.statusCode).toBe(200)
      return String(res.headers.etag)
    }
    const first = await tag()
    expect((await get('/api/town-packs/irece', { 'if-none-match': first })).statusCode).toBe(304)

    await t.database.db
      .update(s.vehicles)
      .set({ price: 49_000, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(s.vehicles.id, ids.car))
    const second = await tag()
    expect(second).not.toBe(first)
    const car = vehiclesOf(await part0()).find((v) => v.id === String(ids.car))!
    expect(car.attributes.price).toBe(49_000)

    // The advertiser's name or phones: the user's row changes (the profile's own update sets updated_at).
    await t.database.db
      .update(s.users)
      .set({ presentationName: 'Mendes Veículos', updatedAt: new Date(Date.now() + 2000) })
      .where(eq(s.users.id, dealerId))
    const third = await tag()
    expect(third).not.toBe(second)
    const renamed = vehiclesOf(await part0()).find((v) => v.id === String(ids.car))!
    expect(renamed.attributes.advertiser.name).toBe('Mendes Veículos')

    // A vehicle leaving the public leaves the pack.
    await t.database.db.update(s.vehicles).set({ status: 'paused' }).where(eq(s.vehicles.id, ids.moto))
    expect(await tag()).not.toBe(third)
    expect(vehiclesOf(await part0()).map((v) => v.id)).toEqual([String(ids.car)])
  })
})
