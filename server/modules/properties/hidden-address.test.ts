import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { buildServerRenderDist } from '../seo/test-helpers'
import { bearer, signUpUser } from '../auth/test-helpers'
import { createProperty } from '../../test/fixtures'

// An advertiser who turns the map off (show_map false) shows the neighbourhood, never the door: no public answer,
// page, inlined state, JSON-LD, map point, related list or search filter gives away the street, number,
// complement, CEP, reference or the exact point. The owner still reads all of it in the editor.

const EXACT = { lat: -11.30437, lng: -41.85563 }
const HIDDEN = {
  street: 'Rua Segredo Guardado',
  number: '3917-B',
  complement: 'Fundos do quintal',
  zipCode: '44900-123',
  reference: 'Ao lado da Padaria Azulada',
}
const SECRETS = [
  'Segredo Guardado',
  '3917-B',
  'Fundos do quintal',
  '44900-123',
  '44900123',
  'Padaria Azulada',
  String(EXACT.lat),
  String(EXACT.lng),
]

let t: TestApp
let distDir = ''
let token = ''
const ids = { hidden: 0, shown: 0 }

beforeAll(async () => {
  distDir = buildServerRenderDist()
  t = await buildTestApp({ PUBLIC_URL: 'https://mercadoirece.com.br', DIST_DIR: distDir })
  const owner = await signUpUser(t.app, { profile: 'owner' })
  token = owner.token
  const db = t.database.db
  const hidden = await createProperty(db, Number(owner.userId), {
    name: 'Casa reservada no Centro',
    showMap: false,
    ...HIDDEN,
    ...EXACT,
  })
  // A listing that shows its map, a couple of hundred metres from the hidden door.
  const shown = await createProperty(db, Number(owner.userId), {
    name: 'Casa aberta no Centro',
    street: 'Rua Aberta',
    lat: -11.303,
    lng: -41.854,
  })
  Object.assign(ids, { hidden: hidden.id, shown: shown.id })
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

describe('a property whose advertiser hides the address', () => {
  it('reveals no hidden part of the address on any public surface or through search filters', async () => {
    const detail = JSON.parse(await get(`/api/properties/${ids.hidden}`)).data.attributes.address
    expect(detail).toMatchObject({
      street: null,
      number: null,
      complement: null,
      zip_code: null,
      reference: null,
    })
    expect(detail.neighborhood).toBe('Centro')
    // The public point is the blurred one, about a kilometre's grid away from the door.
    expect(Math.abs(detail.lat - EXACT.lat) + Math.abs(detail.lng - EXACT.lng)).toBeGreaterThan(0.003)

    const surfaces = [
      `/api/properties/${ids.hidden}`,
      `/api/properties/${ids.shown}/nearby`,
      `/api/properties/${ids.shown}/similar`,
      `/api/properties?per_page=50`,
      `/api/properties/map`,
      `/api/search/places?q=${encodeURIComponent('segredo guardado')}`,
      `/imovel/house/irece/${ids.hidden}`,
      `/imovel/house/irece/${ids.shown}`,
      `/imoveis`,
      `/sitemap.xml`,
    ]
    for (const url of surfaces) {
      const body = await get(url)
      for (const secret of SECRETS) expect(body, `${url} ${secret}`).not.toContain(secret)
    }
    const places = JSON.parse(await get(`/api/search/places?q=${encodeURIComponent('segredo guardado')}`))
    expect(
      places.data.filter((p: { attributes: { kind: string } }) => p.attributes.kind === 'street'),
    ).toEqual([])

    // Searching the hidden street finds nothing; the shown one is found by its street.
    expect(idsOf(await get(`/api/properties?q=${encodeURIComponent('Segredo Guardado')}`))).not.toContain(
      ids.hidden,
    )
    expect(idsOf(await get(`/api/properties?q=${encodeURIComponent('Rua Aberta')}`))).toContain(ids.shown)

    // A small box around the door does not hold the listing, on the list or the map.
    const box = [EXACT.lng - 0.0004, EXACT.lat - 0.0004, EXACT.lng + 0.0004, EXACT.lat + 0.0004].join(',')
    expect(idsOf(await get(`/api/properties?bbox=${box}`))).not.toContain(ids.hidden)
    expect(idsOf(await get(`/api/properties/map?bbox=${box}`))).not.toContain(ids.hidden)
    const point = JSON.parse(await get(`/api/properties/map`)).data.find(
      (d: { id: string }) => d.id === String(ids.hidden),
    )
    expect(point).toMatchObject({ lat: detail.lat, lng: detail.lng, approximate: true })

    // Distance from the door orders by the blurred point: the shown listing nearby comes first.
    const near = idsOf(await get(`/api/properties?near=${EXACT.lat},${EXACT.lng}`))
    expect(near.indexOf(ids.shown)).toBeLessThan(near.indexOf(ids.hidden))
  })

  it('stays whole for its owner in the editor', async () => {
    const res = await t.app.inject({ url: `/v1/properties/${ids.hidden}`, headers: bearer(token) })
    expect(res.statusCode, res.body).toBe(200)
    for (const secret of ['Segredo Guardado', '3917-B', '44900', 'Padaria Azulada'])
      expect(res.body).toContain(secret)
  })
})
