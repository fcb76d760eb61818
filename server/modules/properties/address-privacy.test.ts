import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressPrivacyLevels, type AddressPrivacy } from '../../../src/domain/address-privacy'
import { townById } from '../../../src/domain/region'
import { properties } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { buildServerRenderDist } from '../seo/test-helpers'
import { bearer, signUpUser } from '../auth/test-helpers'
import { createProperty } from '../../test/fixtures'

// Each privacy level hides its part of the address on every public surface: the detail answer, the search list,
// the map points, the related lists, the places, the server-rendered page (inlined state, JSON-LD, Open Graph) and
// the sitemap. The point is blurred to the level, the same every time. The owner still reads all of it.

interface Listing {
  level: AddressPrivacy
  street: string
  number: string
  complement: string
  neighborhood: string
  zipCode: string
  reference: string
  lat: number
  lng: number
}

// Each listing has its own street, number, neighbourhood and door, so one's secrets cannot hide behind another's.
const listings: Listing[] = addressPrivacyLevels.map((level, i) => ({
  level,
  street: `Rua Segredo ${['Alfa', 'Bravo', 'Charlie', 'Delta'][i]}`,
  number: `39${i}7-B`,
  complement: `Fundos do quintal ${i}`,
  neighborhood: `Bairro Tulipa ${['Um', 'Dois', 'Tres', 'Quatro'][i]}`,
  zipCode: `44900-12${i}`,
  reference: `Ao lado da Padaria ${['Azul', 'Verde', 'Rosa', 'Roxa'][i]}`,
  lat: -11.30437 - i * 0.00611,
  lng: -41.85563 + i * 0.00533,
}))
const byLevel = (level: AddressPrivacy) => listings.find((l) => l.level === level)!

/** What each level must never let out, as it would appear in any body. */
function secretsOf(l: Listing): string[] {
  const door = [l.number, l.complement, l.zipCode, l.zipCode.replace('-', ''), l.reference]
  const point = [String(l.lat), String(l.lng)]
  if (l.level === 'exact') return []
  if (l.level === 'street') return [...door, ...point]
  if (l.level === 'neighborhood') return [l.street, ...door, ...point]
  return [l.street, l.neighborhood, ...door, ...point]
}

let t: TestApp
let distDir = ''
let token = ''
const ids = new Map<AddressPrivacy, number>()

beforeAll(async () => {
  distDir = buildServerRenderDist()
  // Production: the pages are rendered on the server, state and JSON-LD inlined.
  t = await buildTestApp({
    PUBLIC_URL: 'https://mercadoirece.com.br',
    NODE_ENV: 'production',
    DIST_DIR: distDir,
  })
  const owner = await signUpUser(t.app, { profile: 'owner' })
  token = owner.token
  for (const l of listings) {
    const { level, ...address } = l
    const row = await createProperty(t.database.db, Number(owner.userId), {
      name: `Casa reservada ${level}`,
      addressPrivacy: level,
      ...address,
    })
    ids.set(level, row.id)
  }
  await t.app.places.refresh()
})
afterAll(async () => {
  await t?.close()
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true })
})

const get = async (url: string) => {
  const res = await t.app.inject({ url })
  expect(res.statusCode, url).toBe(200)
  return res.body
}
const idsOf = (body: string) => (JSON.parse(body) as { data: { id: string }[] }).data.map((d) => Number(d.id))
const detailOf = async (level: AddressPrivacy) =>
  JSON.parse(await get(`/api/properties/${ids.get(level)}`)).data.attributes
const mapPoint = async (level: AddressPrivacy) =>
  (
    JSON.parse(await get('/api/properties/map')) as { data: { id: string; lat: number; lng: number }[] }
  ).data.find((d) => d.id === String(ids.get(level)))

describe('address privacy levels', () => {
  it('let out nothing a level hides, on any public surface', async () => {
    const surfaces = [
      '/api/properties?per_page=50',
      '/api/properties/map',
      '/imoveis',
      '/sitemap.xml',
      ...listings.flatMap((l) => {
        const id = ids.get(l.level)
        return [
          `/api/properties/${id}`,
          `/api/properties/${id}/nearby`,
          `/api/properties/${id}/similar`,
          `/imovel/house/irece/${id}`,
        ]
      }),
    ]
    const bodies = await Promise.all(surfaces.map(async (url) => [url, await get(url)] as const))
    for (const l of listings)
      for (const [url, body] of bodies)
        for (const secret of secretsOf(l)) expect(body, `${l.level}: ${url} ${secret}`).not.toContain(secret)
    // The page does carry the state and JSON-LD this searched: the test would pass on an empty page otherwise.
    const page = bodies.find(([url]) => url === `/imovel/house/irece/${ids.get('exact')}`)![1]
    expect(page).toContain('application/ld+json')
    expect(page).toContain(byLevel('exact').street)
    expect(page).toContain(byLevel('exact').number)
  })

  it('answer what each level shows, with the point blurred to it', async () => {
    const exact = await detailOf('exact')
    expect(exact.address).toMatchObject({
      privacy: 'exact',
      street: 'Rua Segredo Alfa',
      number: '3907-B',
      neighborhood: 'Bairro Tulipa Um',
      zip_code: '44900-120',
      lat: byLevel('exact').lat,
      lng: byLevel('exact').lng,
    })

    const street = await detailOf('street')
    expect(street.address).toMatchObject({
      privacy: 'street',
      street: 'Rua Segredo Bravo',
      number: null,
      complement: null,
      zip_code: null,
      reference: null,
      neighborhood: 'Bairro Tulipa Dois',
    })
    const neighborhood = await detailOf('neighborhood')
    expect(neighborhood.address).toMatchObject({
      street: null,
      number: null,
      neighborhood: 'Bairro Tulipa Tres',
    })
    expect(neighborhood.neighborhood).toBe('Bairro Tulipa Tres')
    const town = await detailOf('town')
    expect(town.address).toMatchObject({ street: null, number: null, neighborhood: null, city: 'Irecê' })
    expect(town.neighborhood).toBeNull()

    // How far each public point lies from the door, in degrees: a street's grid of 0.001° plus at most 0.0003°,
    // a neighbourhood's 0.005° plus at most 0.0015°; a town shows its seat.
    const off = (a: { lat: number; lng: number }, l: Listing) =>
      Math.max(Math.abs(a.lat - l.lat), Math.abs(a.lng - l.lng))
    const s = off(street.address, byLevel('street'))
    expect(s).toBeGreaterThan(0.00005)
    expect(s).toBeLessThanOrEqual(0.0008)
    const n = off(neighborhood.address, byLevel('neighborhood'))
    expect(n).toBeGreaterThan(0.0002)
    expect(n).toBeLessThanOrEqual(0.004)
    const seat = townById(2914604)!
    expect(town.address).toMatchObject({ lat: seat.lat, lng: seat.lng })

    // The map draws every listing at its public point; only the exact one is not approximate.
    for (const l of listings) {
      const [detail, point] = [await detailOf(l.level), await mapPoint(l.level)]
      expect(point).toMatchObject({
        lat: detail.address.lat,
        lng: detail.address.lng,
        approximate: l.level !== 'exact',
      })
    }
  })

  it('blur each listing to the same point every time, another listing at the same door elsewhere', async () => {
    const first = await detailOf('neighborhood')
    const again = await Promise.all([1, 2, 3].map(() => detailOf('neighborhood')))
    for (const a of again)
      expect([a.address.lat, a.address.lng]).toEqual([first.address.lat, first.address.lng])
    expect(await mapPoint('neighborhood')).toMatchObject({ lat: first.address.lat, lng: first.address.lng })

    // Saving the listing again (as the editor does) keeps the point.
    const id = ids.get('neighborhood')!
    await t.database.db.update(properties).set({ price: 260_000 }).where(eq(properties.id, id))
    const [row] = await t.database.db
      .select({ lat: properties.mapLat, lng: properties.mapLng })
      .from(properties)
      .where(eq(properties.id, id))
    expect([row!.lat, row!.lng]).toEqual([first.address.lat, first.address.lng])

    // A second listing at the very same door gets its own offset: points do not pile up on the grid.
    const l = byLevel('neighborhood')
    const [twin] = await t.database.db
      .insert(properties)
      .values({
        userId: (
          await t.database.db.select({ u: properties.userId }).from(properties).where(eq(properties.id, id))
        )[0]!.u,
        name: 'Casa gêmea',
        category: 'house',
        listingType: 'sale',
        cityId: 2914604,
        lat: l.lat,
        lng: l.lng,
        addressPrivacy: 'neighborhood',
      })
      .returning({ lat: properties.mapLat, lng: properties.mapLng })
    expect([twin!.lat, twin!.lng]).not.toEqual([first.address.lat, first.address.lng])
  })

  it('find a listing by what it shows only: text, places, a box around the door', async () => {
    const search = async (q: string) => idsOf(await get(`/api/properties?q=${encodeURIComponent(q)}`))
    expect(await search('Rua Segredo Bravo')).toContain(ids.get('street'))
    expect(await search('Rua Segredo Charlie')).not.toContain(ids.get('neighborhood'))
    expect(await search('Bairro Tulipa Tres')).toContain(ids.get('neighborhood'))
    expect(await search('Bairro Tulipa Quatro')).not.toContain(ids.get('town'))
    expect(await search('Rua Segredo Delta')).not.toContain(ids.get('town'))

    const places = JSON.parse(await get(`/api/search/places?q=${encodeURIComponent('segredo')}`)).data as {
      attributes: { name: string }
    }[]
    const names = places.map((p) => p.attributes.name)
    expect(names).toContain('Rua Segredo Bravo')
    expect(names).not.toContain('Rua Segredo Charlie')
    expect(names).not.toContain('Rua Segredo Delta')
    const hoods = JSON.parse(await get(`/api/search/places?q=${encodeURIComponent('tulipa')}`)).data as {
      attributes: { name: string }
    }[]
    expect(hoods.map((p) => p.attributes.name)).not.toContain('Bairro Tulipa Quatro')

    for (const level of ['neighborhood', 'town'] as const) {
      const l = byLevel(level)
      const box = [l.lng - 0.0004, l.lat - 0.0004, l.lng + 0.0004, l.lat + 0.0004].join(',')
      expect(idsOf(await get(`/api/properties?bbox=${box}`))).not.toContain(ids.get(level))
      expect(idsOf(await get(`/api/properties/map?bbox=${box}`))).not.toContain(ids.get(level))
    }
  })

  it('stay whole for the owner in the editor', async () => {
    for (const l of listings) {
      const res = await t.app.inject({ url: `/v1/properties/${ids.get(l.level)}`, headers: bearer(token) })
      expect(res.statusCode, res.body).toBe(200)
      const a = res.json().data.attributes.address
      expect(a).toMatchObject({
        privacy: l.level,
        street: l.street,
        number: l.number,
        neighborhood: l.neighborhood,
        zip_code: l.zipCode,
        reference: l.reference,
        lat: l.lat,
        lng: l.lng,
      })
    }
  })
})
