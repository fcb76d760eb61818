import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { buildServerRenderDist } from '../seo/test-helpers'
import { createCatalogue, createProperty, createUser, createVehicle } from '../../test/fixtures'

// An advertiser's numbers and e-mail are never in what anybody can fetch: only a recorded reveal (a phone or
// WhatsApp lead) answers with the numbers, and never those a vehicle's advertiser chose to hide.

const NUMBER = '74-99123-4567'
const DIGITS = ['99123', '991234567', '99123-4567']

let t: TestApp
const ids: Record<string, number> = {}
let email = ''
let distDir = ''

beforeAll(async () => {
  // The pages are the web app's own routes rendered on the server: they need its server build.
  distDir = buildServerRenderDist()
  t = await buildTestApp({ PUBLIC_URL: 'https://mercadoirece.com.br', DIST_DIR: distDir })
  const db = t.database.db
  const broker = await createUser(db, {
    profile: 'broker',
    presentationName: 'Corretor Sertão',
    phones: [{ number: NUMBER, whatsapp: true }],
  })
  email = broker.email
  const catalogue = await createCatalogue(db, { brand: 'Fiat', model: 'Toro', years: [[2022, 'Volcano']] })
  const property = await createProperty(db, broker.id, { name: 'Casa no Centro' })
  const shown = await createVehicle(db, broker.id, catalogue, { version: 'Volcano', year: 2022 })
  const hidden = await createVehicle(db, broker.id, catalogue, { showContact: false })
  Object.assign(ids, { broker: broker.id, property: property.id, shown: shown.id, hidden: hidden.id })
})
afterAll(async () => {
  await t?.close()
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true })
})

const fetchBody = async (url: string) => {
  const res = await t.app.inject({ url })
  expect(res.statusCode, url).toBe(200)
  return res.body
}

const reveal = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/leads',
    remoteAddress: '10.77.0.1',
    payload: { kind: 'whatsapp', name: 'Visitante', consent: true, ...payload },
  })

describe("the advertiser's contact details", () => {
  it('stay out of public API answers, which say only how the advertiser can be reached', async () => {
    const answers = [
      `/api/properties/${ids.property}`,
      `/api/vehicles/${ids.shown}`,
      `/api/advertisers/${ids.broker}`,
      `/api/properties?per_page=50`,
      `/api/vehicles?per_page=50`,
    ]
    for (const url of answers) {
      const body = await fetchBody(url)
      for (const digits of DIGITS) expect(body, url).not.toContain(digits)
      expect(body, url).not.toContain(email)
    }
    const detail = JSON.parse(await fetchBody(`/api/properties/${ids.property}`))
    expect(detail.data.attributes.advertiser.phone_channels).toEqual({ call: true, whatsapp: true })
    const profile = JSON.parse(await fetchBody(`/api/advertisers/${ids.broker}`))
    expect(profile.data.attributes.phone_channels).toEqual({ call: true, whatsapp: true })
    const hidden = JSON.parse(await fetchBody(`/api/vehicles/${ids.hidden}`))
    expect(hidden.data.attributes.advertiser.phone_channels).toEqual({ call: false, whatsapp: false })
  })

  it('stay out of the pages crawlers and link previews read (inlined state and JSON-LD included)', async () => {
    for (const url of [
      `/imovel/house/irece/${ids.property}`,
      `/veiculo/cars/ba/irece/fiat/toro/volcano/${ids.shown}`,
      `/anunciante/corretor/${ids.broker}`,
    ]) {
      const html = await fetchBody(url)
      for (const digits of DIGITS) expect(html, url).not.toContain(digits)
      expect(html, url).not.toContain(email)
    }
  })

  it('are revealed by a phone or WhatsApp lead, except where the vehicle hides them', async () => {
    const onProperty = await reveal({ property_id: ids.property })
    expect(onProperty.statusCode).toBe(201)
    expect(onProperty.json().meta.phones).toEqual([{ number: NUMBER, whatsapp: true }])
    const onShown = await reveal({ vehicle_id: ids.shown, kind: 'phone' })
    expect(onShown.json().meta.phones).toEqual([{ number: NUMBER, whatsapp: true }])
    const onHidden = await reveal({ vehicle_id: ids.hidden })
    expect(onHidden.statusCode).toBe(201)
    expect(onHidden.json().meta.phones).toEqual([])
  })
})
