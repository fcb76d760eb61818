import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorEnvelopeSchema } from '../../../src/domain/api'
import { pageSchema } from '../../../src/domain/api'
import { propertySchema, propertySummarySchema } from '../../../src/domain/property'
import { buildTestApp, type TestApp } from '../../test/app'
import { addPageViews, createProperty, createUser, setViewTotal } from '../../test/fixtures'

const NOT_FOUND = 'O imóvel que você está procurando não existe ou foi removido.'
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000)

let t: TestApp
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  const owner = await createUser(db, {
    presentationName: 'Imobiliária Sertão',
    profile: 'business',
    phones: [
      { number: '74-99999-1111', whatsapp: true },
      { number: '', whatsapp: false },
      { number: '74-3641-2222' },
    ],
  })
  const suspended = await createUser(db, { status: 'suspended' })
  const p1 = await createProperty(db, owner.id, {
    name: 'Casa no Centro',
    category: 'house',
    listingType: 'sale',
    price: 200_000,
    squareMeters: 100,
    bedroom: 2,
    bathroom: 1,
    parkingSpace: 1,
    features: ['swimming_pool', 'barbecue_grill'],
    createdAt: daysAgo(3),
    images: [{ position: 0 }, { position: 1 }, { position: 2, isCover: true, alt: 'Fachada' }],
  })
  const p2 = await createProperty(db, owner.id, {
    name: 'Apartamento mobiliado',
    category: 'apartment',
    listingType: 'rent',
    rentalPeriod: 'monthly',
    price: 1_500,
    squareMeters: 70,
    bedroom: 3,
    bathroom: 2,
    parkingSpace: 2,
    cityId: 2919157,
    neighborhood: 'São José',
    street: 'Avenida Brasil',
    lat: -11.382871,
    lng: -41.831912,
    addressPrivacy: 'neighborhood',
    highlighted: true,
    createdAt: daysAgo(10),
  })
  const p3 = await createProperty(db, owner.id, {
    name: 'Terreno amplo',
    category: 'land',
    listingType: 'both',
    price: 90_000,
    priceOnRequest: true,
    squareMeters: 500,
    bedroom: null,
    bathroom: null,
    parkingSpace: null,
    street: 'Rua da Conceição',
    neighborhood: 'Recanto',
    createdAt: daysAgo(1),
    images: [{ position: 5 }, { position: 0 }],
  })
  const p4 = await createProperty(db, owner.id, {
    name: 'Casa com piscina',
    category: 'house',
    listingType: 'sale',
    price: 450_000,
    squareMeters: 250,
    bedroom: 4,
    bathroom: 3,
    parkingSpace: 2,
    cityId: 2933604,
    neighborhood: 'Beira Rio',
    createdAt: daysAgo(2),
  })
  const pending = await createProperty(db, owner.id, { status: 'pending' })
  const archived = await createProperty(db, owner.id, { deletedAt: new Date() })
  const ofSuspended = await createProperty(db, suspended.id)
  Object.assign(ids, {
    p1: String(p1.id),
    p2: String(p2.id),
    p3: String(p3.id),
    p4: String(p4.id),
    pending: String(pending.id),
    archived: String(archived.id),
    ofSuspended: String(ofSuspended.id),
  })
  await addPageViews(db, p1.id, 0, 2)
  await addPageViews(db, p1.id, 3, 1)
  await addPageViews(db, p1.id, 10, 4)
  await addPageViews(db, p1.id, 20, 5)
  await setViewTotal(db, p1.id, 100)
})
afterAll(() => t?.close())

const listPage = pageSchema(propertySummarySchema)

async function list(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties${query}` })
  expect(res.statusCode, res.body).toBe(200)
  const body = listPage.parse(res.json())
  return { res, body, names: body.data.map((p) => Object.keys(ids).find((k) => ids[k] === p.id)) }
}

describe('GET /api/properties', () => {
  it('lists only active, unarchived listings of active advertisers, highlighted first then newest', async () => {
    const { res, body, names } = await list('')
    expect(names).toEqual(['p2', 'p3', 'p4', 'p1'])
    expect(body.meta).toEqual({ page: 1, per_page: 24, total: 4, total_pages: 1 })
    expect(res.headers['cache-control']).toMatch(/^public, max-age=30/)
    expect(body.data[0]!.attributes).toMatchObject({
      highlighted: true,
      city: 'Lapão',
      city_slug: 'lapao',
      rental_period: 'monthly',
    })
  })

  it('paginates with meta', async () => {
    const second = await list('?per_page=3&page=2')
    expect(second.names).toEqual(['p1'])
    expect(second.body.meta).toEqual({ page: 2, per_page: 3, total: 4, total_pages: 2 })
    const beyond = await list('?per_page=3&page=3')
    expect(beyond.body.data).toEqual([])
    expect(beyond.body.meta.total).toBe(4)
  })

  it.each([
    ['?category=house', ['p4', 'p1']],
    ['?listing_type=sale', ['p3', 'p4', 'p1']],
    ['?listing_type=rent', ['p2', 'p3']],
    ['?city=irece', ['p3', 'p1']],
    ['?city=xique-xique', ['p4']],
    ['?city=atlantida', []],
    ['?price_min=1000&price_max=300000', ['p2', 'p1']],
    ['?price_min=300000', ['p4']],
    ['?area_min=100&area_max=300', ['p4', 'p1']],
    ['?bedrooms=3', ['p2', 'p4']],
    ['?bathrooms=2', ['p2', 'p4']],
    ['?garages=2', ['p2', 'p4']],
    ['?q=sao%20jose', ['p2']],
    ['?q=CONCEICAO', ['p3']],
    ['?q=casa%20piscina', ['p4']],
    ['?q=xique', ['p4']],
    ['?q=100%25', []],
    ['?category=house&city=irece&bedrooms=2', ['p1']],
  ])('filter %s', async (query, expected) => {
    const { names, body } = await list(query)
    expect(names).toEqual(expected)
    expect(body.meta.total).toBe(expected.length)
  })

  it('ignores invalid filter values instead of failing', async () => {
    const { names } = await list('?category=castle&bedrooms=-2&page=0&per_page=999')
    expect(names).toEqual(['p2', 'p3', 'p4', 'p1'])
  })

  it.each([
    ['price_asc', ['p2', 'p1', 'p4', 'p3']],
    ['price_desc', ['p4', 'p1', 'p2', 'p3']],
    ['area_desc', ['p3', 'p4', 'p1', 'p2']],
    ['recent', ['p2', 'p3', 'p4', 'p1']],
  ])('sort=%s', async (sort, expected) => {
    expect((await list(`?sort=${sort}`)).names).toEqual(expected)
  })

  it('joins the cover: the is_cover image, else the first by position, else null', async () => {
    const { body } = await list('')
    const byId = new Map(body.data.map((p) => [p.id, p.attributes]))
    expect(byId.get(ids.p1!)!.cover).toMatchObject({
      alt: 'Fachada',
      base: expect.stringMatching(/^\/media\/[0-9a-f]{24}$/),
    })
    expect(byId.get(ids.p3!)!.cover).not.toBeNull()
    expect(byId.get(ids.p3!)!.price).toBeNull()
    expect(byId.get(ids.p4!)!.cover).toBeNull()
    const detail = await t.app.inject({ url: `/api/properties/${ids.p3}` })
    const images = propertySchema.parse(detail.json().data).attributes.images
    expect(byId.get(ids.p3!)!.cover!.id).toBe(images[0]!.id)
  })
})

describe('GET /api/properties/:id', () => {
  it('answers the full listing in the domain shape', async () => {
    const res = await t.app.inject({ url: `/api/properties/${ids.p1}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toMatch(/^public/)
    const p = propertySchema.parse(res.json().data)
    expect(p.id).toBe(ids.p1)
    expect(p.attributes.images.map((i) => i.alt)).toEqual([null, null, 'Fachada'])
    expect(p.attributes.cover?.alt).toBe('Fachada')
    expect(p.attributes.features).toEqual(['swimming_pool', 'barbecue_grill'])
    expect(p.attributes.address).toMatchObject({
      city: 'Irecê',
      city_slug: 'irece',
      lat: -11.304123,
      lng: -41.855987,
      privacy: 'exact',
    })
    expect(p.attributes.advertiser).toMatchObject({
      name: 'Imobiliária Sertão',
      profile: 'business',
      avatar: null,
      // The numbers only come with a recorded reveal (POST /api/leads).
      phone_channels: { call: true, whatsapp: true },
    })
    expect(p.attributes.views).toEqual({ total: 100, today: 2, week: 3, last_15_days: 7 })
  })

  it('blurs the coordinates to the neighbourhood when only it is shown and counts zero views', async () => {
    const p = propertySchema.parse((await t.app.inject({ url: `/api/properties/${ids.p2}` })).json().data)
    const a = p.attributes.address
    expect(a).toMatchObject({ privacy: 'neighborhood', street: null, neighborhood: 'São José' })
    // Within the neighbourhood level's blur (a 0.005° grid plus at most 0.0015° of the listing's offset).
    expect(Math.abs(a.lat! - -11.382871)).toBeLessThan(0.0041)
    expect(Math.abs(a.lng! - -41.831912)).toBeLessThan(0.0041)
    expect([a.lat, a.lng]).not.toEqual([-11.382871, -41.831912])
    expect(p.attributes.views).toEqual({ total: 0, today: 0, week: 0, last_15_days: 0 })
  })

  it('reads the daily views of the last 15 days only, the total from the running counter', async () => {
    const db = t.database.db
    const owner = await createUser(db)
    const old = await createProperty(db, owner.id, { name: 'Casa vista há muito tempo' })
    await addPageViews(db, old.id, 1, 1)
    await addPageViews(db, old.id, 40, 6)
    await setViewTotal(db, old.id, 3)
    const p = propertySchema.parse((await t.app.inject({ url: `/api/properties/${old.id}` })).json().data)
    expect(p.attributes.views).toEqual({ total: 3, today: 0, week: 1, last_15_days: 1 })
  })

  it.each(['pending', 'archived', 'ofSuspended', 'unknown', 'abc', '99999999999', '1.5'])(
    'answers 404 in pt-BR for a %s id',
    async (key) => {
      const id = ids[key] ?? (key === 'unknown' ? '987654' : key)
      const res = await t.app.inject({ url: `/api/properties/${id}` })
      expect(res.statusCode).toBe(404)
      expect(errorEnvelopeSchema.parse(res.json())).toEqual({
        errors: [{ status: '404', code: 'not_found', detail: NOT_FOUND }],
      })
    },
  )
})
