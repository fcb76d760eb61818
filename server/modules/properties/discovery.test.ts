import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { documentSchema, pageSchema } from '../../../src/domain/api'
import { propertyMapSchema, propertySummarySchema, propertyViewsSchema } from '../../../src/domain/property'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty, createUser } from '../../test/fixtures'

// Map points, bounding box, highlighted, near, nearby, similar and page views.

const IRECE = 2914604
const LAPAO = 2919157
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000)
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000)

let t: TestApp
const ids: Record<string, string> = {}
const name = (id: string) => Object.keys(ids).find((k) => ids[k] === id)

beforeAll(async () => {
  t = await buildTestApp()
  const db = t.database.db
  const owner = await createUser(db)
  const suspended = await createUser(db, { status: 'suspended' })
  const add = async (key: string, over: Parameters<typeof createProperty>[2], user = owner.id) =>
    (ids[key] = String((await createProperty(db, user, over)).id))
  // Irecê: a centre and three houses at growing distances north of it.
  await add('centre', { cityId: IRECE, lat: -11.3, lng: -41.85, price: 300_000, createdAt: daysAgo(5) })
  await add('near', { cityId: IRECE, lat: -11.295, lng: -41.85, price: 320_000, createdAt: daysAgo(4) })
  await add('far', { cityId: IRECE, lat: -11.25, lng: -41.85, price: 900_000, createdAt: daysAgo(3) })
  await add('hidden', {
    cityId: IRECE,
    lat: -11.29,
    lng: -41.851234,
    addressPrivacy: 'neighborhood',
    price: 310_000,
    createdAt: daysAgo(2),
  })
  await add('flat', { cityId: IRECE, category: 'apartment', lat: -11.301, lng: -41.85, price: 290_000 })
  await add('rent', {
    cityId: IRECE,
    listingType: 'rent',
    rentalPeriod: 'monthly',
    price: 1_200,
    lat: -11.3,
    lng: -41.8485,
  })
  await add('both', {
    cityId: IRECE,
    listingType: 'both',
    price: 305_000,
    lat: null,
    lng: null,
    createdAt: daysAgo(6),
  })
  await add('lapao', {
    cityId: LAPAO,
    lat: -11.38,
    lng: -41.83,
    price: 300_000,
    highlighted: true,
    createdAt: daysAgo(9),
  })
  await add('expired', {
    cityId: LAPAO,
    lat: -11.381,
    lng: -41.83,
    highlighted: true,
    highlightedUntil: daysAgo(1),
  })
  await add('promo', {
    cityId: LAPAO,
    lat: -11.382,
    lng: -41.83,
    highlighted: true,
    highlightedUntil: inDays(3),
  })
  await add('paused', { cityId: IRECE, lat: -11.3, lng: -41.85, status: 'paused' })
  await add('ofSuspended', { cityId: IRECE, lat: -11.3, lng: -41.85 }, suspended.id)
})
afterAll(() => t?.close())

async function list(query: string) {
  const res = await t.app.inject({ url: `/api/properties?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return pageSchema(propertySummarySchema)
    .parse(res.json())
    .data.map((p) => name(p.id))
}

describe('filters for the map and the home blocks', () => {
  it('bbox keeps listings inside the box (malformed boxes are ignored)', async () => {
    expect((await list('bbox=-41.86,-11.31,-41.84,-11.294')).sort()).toEqual([
      'centre',
      'flat',
      'near',
      'rent',
    ])
    expect(await list('bbox=-41.86,-11.31,-41.84,-11.294&category=apartment')).toEqual(['flat'])
    expect((await list('bbox=1,2,3')).length).toBe(10)
    expect((await list('bbox=10,0,-10,5')).length).toBe(10)
  })

  it('highlighted=true lists current highlights only', async () => {
    expect((await list('highlighted=true')).sort()).toEqual(['lapao', 'promo'])
    expect(await list('highlighted=false')).not.toContain('promo')
  })

  it('near=lat,lng orders by distance unless a sort is given', async () => {
    expect((await list('near=-11.3,-41.85&city=irece&category=house&listing_type=sale')).slice(0, 4)).toEqual(
      ['centre', 'near', 'hidden', 'far'],
    )
    expect((await list('near=-11.3,-41.85&city=irece&category=house&sort=price_desc'))[0]).toBe('far')
  })
})

describe('GET /api/properties/map', () => {
  const map = async (query: string) => {
    const res = await t.app.inject({ url: `/api/properties/map?${query}` })
    expect(res.statusCode, res.body).toBe(200)
    return propertyMapSchema.parse(res.json())
  }

  it('answers compact points of public listings with a position, approximate when the address is hidden', async () => {
    const body = await map('city=irece')
    const byName = Object.fromEntries(body.data.map((p) => [name(p.id), p]))
    expect(Object.keys(byName).sort()).toEqual(['centre', 'far', 'flat', 'hidden', 'near', 'rent'])
    expect(byName.centre).toEqual({
      id: ids.centre,
      lat: -11.3,
      lng: -41.85,
      price: 300_000,
      category: 'house',
      approximate: false,
    })
    // Blurred to the neighbourhood: within its grid and offset (0.0025° + 0.0015°), never the point itself.
    expect(byName.hidden).toMatchObject({ approximate: true })
    expect(Math.abs(byName.hidden!.lat - -11.29)).toBeLessThanOrEqual(0.004)
    expect(Math.abs(byName.hidden!.lng - -41.851234)).toBeLessThanOrEqual(0.004)
    expect(byName.hidden!.lng).not.toBe(-41.851234)
    expect(body.meta).toEqual({ total: 6, truncated: false })
  })

  it('takes the same filters and the bounding box', async () => {
    const body = await map('bbox=-41.86,-11.31,-41.84,-11.294&listing_type=rent')
    expect(body.data.map((p) => name(p.id))).toEqual(['rent'])
  })
})

describe('related listings', () => {
  const related = async (key: string, kind: string, query = '') => {
    const res = await t.app.inject({ url: `/api/properties/${ids[key] ?? key}/${kind}${query}` })
    return {
      res,
      names:
        res.statusCode === 200
          ? documentSchema(z.array(propertySummarySchema))
              .parse(res.json())
              .data.map((p) => name(p.id))
          : [],
    }
  }

  it('nearby: the same town, closest first, never itself', async () => {
    const { res, names } = await related('centre', 'nearby', '?limit=3')
    expect(res.headers['cache-control']).toMatch(/^public/)
    expect(names).toEqual(['flat', 'rent', 'near'])
    expect((await related('lapao', 'nearby')).names).toEqual(['expired', 'promo'])
  })

  it('similar: the same category and deal, closest price first', async () => {
    const { names } = await related('centre', 'similar')
    expect(names.slice(0, 4)).toEqual(['lapao', 'both', 'hidden', 'near'])
    expect(names).not.toContain('flat')
    expect(names).not.toContain('rent')
    expect((await related('rent', 'similar')).names[0]).toBe('both')
  })

  it.each(['paused', 'ofSuspended', '999999', 'abc'])('answers 404 for %s', async (key) => {
    expect((await related(key, 'nearby')).res.statusCode).toBe(404)
    expect((await related(key, 'similar')).res.statusCode).toBe(404)
  })
})

describe('POST /api/properties/:id/views', () => {
  const view = (key: string, payload: object, opts: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/properties/${ids[key] ?? key}/views`,
      payload,
      remoteAddress: opts.ip ?? '203.0.113.50',
      headers: { 'user-agent': 'Mozilla/5.0 (Android)', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    })
  const attrs = async (key: string, payload: object, opts?: { cookie?: string; ip?: string }) => {
    const res = await view(key, payload, opts)
    expect(res.statusCode, res.body).toBe(200)
    return documentSchema(propertyViewsSchema).parse(res.json()).data.attributes
  }
  const cookieOf = async (ip: string) => {
    const set = (await view('far', {}, { ip })).headers['set-cookie']
    return String(set).split(';')[0]!
  }

  it('counts a visitor once a day, by the device id the server issued, else by the address of the day', async () => {
    expect(await attrs('far', { visitor: 'visitor-aaaa-1111' })).toEqual({
      counted: true,
      total: 1,
      today: 1,
      week: 1,
      last_15_days: 1,
    })
    // The address again, with another made-up id or another browser: the same visitor.
    expect((await attrs('far', { visitor: 'visitor-bbbb-2222' })).counted).toBe(false)
    expect((await attrs('far', {})).counted).toBe(false)
    // Another address is another visitor; the device the server then named (its cookie) is the same one,
    // wherever it goes.
    const cookie = await cookieOf('203.0.113.51')
    expect(cookie).toMatch(/^mi_visitor=/)
    expect((await attrs('far', {}, { cookie, ip: '203.0.113.52' })).counted).toBe(false)
    const detail = await t.app.inject({ url: `/api/properties/${ids.far}` })
    expect(detail.json().data.attributes.views).toEqual({ total: 2, today: 2, week: 2, last_15_days: 2 })
  })

  it.each(['paused', 'ofSuspended', '999999', 'abc'])('answers 404 for %s', async (key) => {
    expect((await view(key, {})).statusCode).toBe(404)
  })
})
