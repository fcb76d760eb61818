import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MyProperty } from '../../../src/domain/my-property'
import type { Property, PropertyPage } from '../../../src/domain/property'
import type { TestApp } from '../../test/app'
import { bearer, signUpUser } from '../auth/test-helpers'
import { listeningApp, listingBody, subscribe } from '../my-listings/test-helpers'

// Rural properties through the API: written with the advertiser's form, read on the public detail and found by
// the rural filters of the search; any other category keeps none.

let t: TestApp
let token: string
const ids: Record<string, string> = {}

const ruralFields = {
  area: '12,4',
  area_unit: 'alqueire',
  water: ['artesian_well', 'cistern'],
  electricity: 'three_phase',
  asphalt: false,
  distance_km: 12,
  uses: ['pasture', 'crops'],
  buildings: ['main_house', 'corral'],
  documents: { car: 'yes', ccir: 'yes', itr: 'no', sigef: 'in_progress' },
}
const farmBody = (over: Record<string, unknown> = {}) =>
  listingBody({
    name: 'Fazenda Lagoa Seca em Irecê',
    description: 'Fazenda de criação com poço artesiano, cisterna, curral e casa sede, energia trifásica.',
    category: 'farm',
    price: 1_020_000,
    bedroom: null,
    suite: null,
    parking_space: null,
    square_meters: null,
    built_area_meters: null,
    features: [],
    address: {
      neighborhood: 'Zona rural',
      city_id: 2914604,
      street: 'Estrada do Angical',
      privacy: 'neighborhood',
    },
    rural: ruralFields,
    ...over,
  })

const siteBody = farmBody({
  category: 'site',
  name: 'Sítio pequeno com rio',
  price: 90_000,
  rural: { area: 6, water: ['river'], electricity: 'single_phase', documents: { car: 'no' } },
})

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/properties', headers: bearer(token), payload })
const put = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/v1/properties/${id}`, headers: bearer(token), payload })
const mine = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/properties/${id}`, headers: bearer(token) })).json<{
    data: MyProperty
  }>().data.attributes
const search = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/properties?${query}` }))
    .json<PropertyPage>()
    .data.map((p) => p.id)

beforeAll(async () => {
  ;({ t } = await listeningApp())
  const user = await signUpUser(t.app, { profile: 'owner' })
  token = user.token
  await subscribe(t.database.db, user.userId, { propertiesLimit: 10 })
  const create = async (key: string, body: object) => {
    const res = await post(body)
    expect(res.statusCode, res.body).toBe(201)
    ids[key] = res.json<{ data: { id: string } }>().data.id
  }
  await create('farm', farmBody())
  await create('site', siteBody)
  await create('house', listingBody({ rural: ruralFields }))
})
afterAll(() => t.close())

describe('rural properties through the API', () => {
  it('stores the area in hectares from alqueires and reads every rural field back', async () => {
    const a = await mine(ids.farm!)
    expect(a.rural).toEqual({
      area_ha: 120.03,
      water: ['artesian_well', 'cistern'],
      electricity: 'three_phase',
      asphalt: false,
      distance_km: 12,
      uses: ['pasture', 'crops'],
      buildings: ['main_house', 'corral'],
      documents: { car: 'yes', ccir: 'yes', itr: 'no', sigef: 'in_progress' },
    })
  })

  it('answers them on the public detail and the hectares on the card, the address still hidden to its level', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${ids.farm}` })
    const a = res.json<{ data: Property }>().data.attributes
    expect(a.rural?.area_ha).toBe(120.03)
    expect(a.rural?.documents.sigef).toBe('in_progress')
    expect(a.address.street).toBeNull()
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/properties?category=farm' })
    ).json<PropertyPage>()
    expect(page.data.find((p) => p.id === ids.farm)?.attributes.area_ha).toBe(120.03)
  })

  it('drops the rural fields of a house, and of a farm that becomes a house', async () => {
    expect((await mine(ids.house!)).rural).toBeNull()
    const res = await put(ids.site!, farmBody({ category: 'house', name: 'Casa que era sítio', bedroom: 2 }))
    expect(res.statusCode, res.body).toBe(200)
    expect((await mine(ids.site!)).rural).toBeNull()
    // Back to a site: the rural fields sent again are kept again.
    expect((await put(ids.site!, siteBody)).statusCode).toBe(200)
    expect((await mine(ids.site!)).rural?.water).toEqual(['river'])
  })

  it('refuses rural fields on another category in the database itself', async () => {
    const write = t.database.db.execute(
      sql`update properties set rural = '{"area_ha": 3}'::jsonb where id = ${Number(ids.house)}`,
    )
    const failed = await write.then(
      () => null,
      (e: Error) => e,
    )
    expect(String(failed?.cause ?? failed)).toMatch(/properties_rural_category_check/)
  })

  it('finds them by hectares, water, electricity, asphalt and documents', async () => {
    expect(await search('category=farm&area_ha_min=100&water=artesian_well')).toEqual([ids.farm])
    expect(await search('area_ha_min=100&area_ha_max=200')).toEqual([ids.farm])
    expect(await search('area_ha_max=50')).toEqual([ids.site])
    expect(await search('category=farm&area_ha_max=100')).toEqual([])
    expect(await search('water=river')).toEqual([ids.site])
    expect(await search('electricity=three_phase')).toEqual([ids.farm])
    expect((await search('electricity=any')).sort()).toEqual([ids.farm, ids.site].sort())
    expect(await search('asphalt=yes')).toEqual([])
    expect(await search('car=yes&water=artesian_well')).toEqual([ids.farm])
    expect(await search('sigef=yes')).toEqual([])
    // A house never matches a rural filter.
    expect(await search('category=house&water=artesian_well')).toEqual([])
  })

  it('ignores an unknown filter value, as the list does with any malformed filter', async () => {
    expect((await search('water=lake&category=site')).sort()).toEqual([ids.site])
  })
})
