import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { documentSchema, errorEnvelopeSchema, pageSchema } from '../../../src/domain/api'
import {
  selectOptionalItems,
  vehicleBrandSchema,
  vehicleModelSchema,
  vehicleSchema,
  vehicleSettingsSchema,
  vehicleSummarySchema,
} from '../../../src/domain/vehicle'
import * as s from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import {
  createCatalogue,
  createMedia,
  createOptionalGroup,
  createUser,
  createVehicle,
} from '../../test/fixtures'

const NOT_FOUND = 'O veículo que você está procurando não existe ou foi removido.'
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000)

let t: TestApp
const ids: Record<string, string> = {}
let fiat: Awaited<ReturnType<typeof createCatalogue>>
let honda: Awaited<ReturnType<typeof createCatalogue>>
let groups: Awaited<ReturnType<typeof createOptionalGroup>>[]

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  // Created out of position order on purpose.
  const security = await createOptionalGroup(db, 'Segurança', 2, [
    ['Airbag', 1],
    ['Alarme', 0],
  ])
  const comfort = await createOptionalGroup(db, 'Conforto', 1, [
    ['Ar-condicionado', 0],
    ['Direção elétrica', 1],
  ])
  groups = [comfort, security]

  const logo = await createMedia(db, { width: 200, height: 200 })
  fiat = await createCatalogue(db, {
    brand: 'Fiat',
    model: 'Uno',
    years: [
      [2021, 'Way 1.0'],
      [2019, 'Attractive 1.0'],
    ],
  })
  await db.update(s.vehicleBrands).set({ imageMediaId: logo.id }).where(eq(s.vehicleBrands.id, fiat.brand.id))
  const [mobi] = await db.insert(s.vehicleModels).values({ brandId: fiat.brand.id, name: 'Mobi' }).returning()
  await db.insert(s.vehicleModels).values({ brandId: fiat.brand.id, name: 'Palio', status: 'inactive' })
  await db
    .insert(s.vehicleYears)
    .values({ modelId: mobi!.id, year: 2018, version: 'Old', status: 'inactive' })
  honda = await createCatalogue(db, { vehicleType: 'motorcycles', brand: 'Honda', model: 'CG 160' })
  const inactive = await createCatalogue(db, { brand: 'Extinta' })
  await db
    .update(s.vehicleBrands)
    .set({ status: 'inactive' })
    .where(eq(s.vehicleBrands.id, inactive.brand.id))

  const dealer = await createUser(db, {
    firstName: 'João',
    lastName: 'Mendes',
    profile: 'business',
    phones: [{ number: '74-98888-1234', whatsapp: true }],
  })
  const owner = await createUser(db, { firstName: 'Maria', lastName: 'Lima', profile: 'owner' })
  const v1 = await createVehicle(db, dealer.id, fiat, {
    name: 'Fiat Uno Way completo',
    year: 2021,
    price: 60_000,
    mileage: 20_000,
    condition: 'semi_new',
    createdAt: daysAgo(1),
    color: 'Prata',
    financingStatus: ['paid_license'],
    optionalItemIds: [security.items[0]!.id, comfort.items[0]!.id],
    images: [{ position: 1 }, { position: 0 }, { position: 2, isCover: true }],
  })
  const v2 = await createVehicle(db, owner.id, honda, {
    name: 'Honda CG 160 Fan',
    year: 2019,
    price: 12_000,
    mileage: 35_000,
    cityId: 2919157,
    showContact: false,
    createdAt: daysAgo(2),
  })
  const v3 = await createVehicle(db, dealer.id, fiat, {
    name: 'Uno econômico',
    year: 2015,
    price: null,
    mileage: 90_000,
    condition: 'used',
    createdAt: daysAgo(3),
  })
  const draft = await createVehicle(db, dealer.id, fiat, { status: 'pending' })
  const archived = await createVehicle(db, dealer.id, fiat, { deletedAt: new Date() })
  Object.assign(ids, {
    v1: String(v1.id),
    v2: String(v2.id),
    v3: String(v3.id),
    draft: String(draft.id),
    archived: String(archived.id),
  })
})
afterAll(() => t?.close())

const listPage = pageSchema(vehicleSummarySchema)
async function list(query: string) {
  const res = await t.app.inject({ url: `/api/vehicles${query}` })
  expect(res.statusCode, res.body).toBe(200)
  const body = listPage.parse(res.json())
  return { res, body, names: body.data.map((v) => Object.keys(ids).find((k) => ids[k] === v.id)) }
}

describe('GET /api/vehicles/settings', () => {
  it('answers every optional item group with its items, both by position', async () => {
    const res = await t.app.inject({ url: '/api/vehicles/settings' })
    expect(res.statusCode).toBe(200)
    const body = vehicleSettingsSchema.parse(res.json())
    expect(body.data.attributes.optional_items.map((g) => [g.name, g.items.map((i) => i.name)])).toEqual([
      ['Conforto', ['Ar-condicionado', 'Direção elétrica']],
      ['Segurança', ['Alarme', 'Airbag']],
    ])
    expect(res.headers['cache-control']).toMatch(/^public/)
  })
})

describe('brands and models', () => {
  it('lists active brands, filtered by vehicle type', async () => {
    const all = documentSchema(z.array(vehicleBrandSchema)).parse(
      (await t.app.inject({ url: '/api/vehicles/brands' })).json(),
    )
    expect(all.data.map((b) => b.attributes.name)).toEqual(['Fiat', 'Honda'])
    expect(all.data[0]!.attributes.image).toMatchObject({ width: 200, alt: 'Fiat' })
    const motos = (await t.app.inject({ url: '/api/vehicles/brands?vehicle_type=motorcycles' })).json()
    expect(motos.data.map((b: { attributes: { name: string } }) => b.attributes.name)).toEqual(['Honda'])
  })

  it('lists active models with active years and versions', async () => {
    const res = await t.app.inject({ url: `/api/vehicles/brands/${fiat.brand.id}/models` })
    const body = documentSchema(z.array(vehicleModelSchema)).parse(res.json())
    expect(
      body.data.map((m) => [m.attributes.name, m.attributes.years.map((y) => `${y.year} ${y.version}`)]),
    ).toEqual([
      ['Mobi', []],
      ['Uno', ['2019 Attractive 1.0', '2021 Way 1.0']],
    ])
    for (const bad of ['999999', 'abc']) {
      const miss = await t.app.inject({ url: `/api/vehicles/brands/${bad}/models` })
      expect(miss.statusCode).toBe(404)
    }
  })
})

describe('GET /api/vehicles', () => {
  it('lists published vehicles, newest first, with brand, model and cover', async () => {
    const { body, names, res } = await list('')
    expect(names).toEqual(['v1', 'v2', 'v3'])
    expect(body.meta).toEqual({ page: 1, per_page: 24, total: 3, total_pages: 1 })
    expect(res.headers['cache-control']).toMatch(/^public, max-age=30/)
    expect(body.data[0]!.attributes).toMatchObject({
      brand: 'Fiat',
      model: 'Uno',
      city: 'Irecê',
      state: 'BA',
    })
    expect(body.data[0]!.attributes.cover).not.toBeNull()
    expect(body.data[1]!.attributes.cover).toBeNull()
  })

  it('paginates', async () => {
    const { body, names } = await list('?per_page=2&page=2')
    expect(names).toEqual(['v3'])
    expect(body.meta).toEqual({ page: 2, per_page: 2, total: 3, total_pages: 2 })
  })

  it.each([
    ['?vehicle_type=motorcycles', ['v2']],
    ['?vehicle_type=cars', ['v1', 'v3']],
    ['?year_min=2018&year_max=2020', ['v2']],
    ['?price_min=10000&price_max=50000', ['v2']],
    ['?mileage_max=40000', ['v1', 'v2']],
    ['?city=lapao', ['v2']],
    ['?city=nowhere', []],
    ['?seller_type=owner', ['v2']],
    ['?condition=semi_new', ['v1']],
    ['?q=economico', ['v3']],
    ['?q=fiat%20way', ['v1']],
  ])('filter %s', async (query, expected) => {
    const { names, body } = await list(query)
    expect(names).toEqual(expected)
    expect(body.meta.total).toBe(expected.length)
  })

  it('filters by brand and model ids', async () => {
    expect((await list(`?brand_id=${fiat.brand.id}`)).names).toEqual(['v1', 'v3'])
    expect((await list(`?model_id=${honda.model.id}`)).names).toEqual(['v2'])
  })

  it.each([
    ['price_asc', ['v2', 'v1', 'v3']],
    ['price_desc', ['v1', 'v2', 'v3']],
    ['year_desc', ['v1', 'v2', 'v3']],
    ['mileage_asc', ['v1', 'v2', 'v3']],
  ])('sort=%s', async (sort, expected) => {
    expect((await list(`?sort=${sort}`)).names).toEqual(expected)
  })
})

describe('GET /api/vehicles/:id', () => {
  it('answers the full vehicle in the domain shape', async () => {
    const res = await t.app.inject({ url: `/api/vehicles/${ids.v1}` })
    expect(res.statusCode).toBe(200)
    const v = vehicleSchema.parse(res.json().data)
    expect(v.attributes).toMatchObject({
      brand: 'Fiat',
      model: 'Uno',
      color: 'Prata',
      financing_status: ['paid_license'],
    })
    expect(v.attributes.images).toHaveLength(3)
    expect(v.attributes.cover).toEqual(v.attributes.images[2])
    expect(v.attributes.advertiser).toMatchObject({
      name: 'João Mendes',
      profile: 'business',
      phone_channels: { call: true, whatsapp: true },
    })
    const settings = vehicleSettingsSchema.parse(
      (await t.app.inject({ url: '/api/vehicles/settings' })).json(),
    )
    const selected = selectOptionalItems(
      settings.data.attributes.optional_items,
      v.attributes.optional_item_ids,
    )
    expect(selected.map((g) => g.items.map((i) => i.name))).toEqual([['Ar-condicionado'], ['Airbag']])
    expect(groups).toHaveLength(2)
  })

  it('hides the phones when show_contact is false', async () => {
    const v = vehicleSchema.parse((await t.app.inject({ url: `/api/vehicles/${ids.v2}` })).json().data)
    expect(v.attributes.show_contact).toBe(false)
    expect(v.attributes.advertiser.phone_channels).toEqual({ call: false, whatsapp: false })
    expect(v.attributes.advertiser.name).toBe('Maria Lima')
  })

  it.each(['draft', 'archived', 'unknown', 'uno'])('answers 404 in pt-BR for a %s id', async (key) => {
    const id = ids[key] ?? (key === 'unknown' ? '424242' : key)
    const res = await t.app.inject({ url: `/api/vehicles/${id}` })
    expect(res.statusCode).toBe(404)
    expect(errorEnvelopeSchema.parse(res.json()).errors[0]).toEqual({
      status: '404',
      code: 'not_found',
      detail: NOT_FOUND,
    })
  })
})
