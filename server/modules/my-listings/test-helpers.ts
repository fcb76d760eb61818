import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { expect } from 'vitest'
import type { Db } from '../../db/client'
import { plans, subscriptions } from '../../db/schema'
import { buildTestApp } from '../../test/app'
import { createCatalogue } from '../../test/fixtures'
import { insertPlan } from '../billing/test-helpers'

/** A small photo that does not compress away: random pixels as JPEG. */
export const photoBytes = (side = 120) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()

const tus = (token: string, extra: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  authorization: `Bearer ${token}`,
  ...extra,
})

/**
 * Creates a tus upload on a listening app and sends `send` of its bytes (all by default); returns its id.
 * `metadata` is the client's Upload-Metadata (e.g. a camera photo's capture position), values in plain text.
 */
export async function upload(
  base: string,
  token: string,
  bytes: Buffer,
  send = bytes.length,
  metadata: Record<string, string> = {},
): Promise<string> {
  const meta = Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')
  const created = await fetch(`${base}/v1/uploads`, {
    method: 'POST',
    headers: tus(token, {
      'upload-length': String(bytes.length),
      ...(meta ? { 'upload-metadata': meta } : {}),
    }),
  })
  expect(created.status).toBe(201)
  const id = created.headers.get('location')!.split('/').pop()!
  if (send > 0) {
    const res = await fetch(`${base}/v1/uploads/${id}`, {
      method: 'PATCH',
      headers: tus(token, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }),
      body: new Uint8Array(bytes.subarray(0, send)),
    })
    expect(res.status).toBe(204)
  }
  return id
}

/** A valid listing body; override any field. */
export function listingBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Casa com quintal no Centro',
    description: 'Casa ampla, arejada, com quintal grande e garagem coberta para dois carros.',
    category: 'house',
    listing_type: 'sale',
    price: 350000,
    bedroom: 3,
    suite: 1,
    bathroom: 2,
    parking_space: 2,
    square_meters: 300,
    built_area_meters: 180,
    features: ['barbecue_grill', 'electric_gate'],
    address: {
      street: 'Rua Barão do Rio Branco',
      number: '120',
      neighborhood: 'Centro',
      city_id: 2914604,
      zip_code: '44900-000',
      privacy: 'exact',
    },
    // A video needs a plan with the video option: none by default.
    youtube_url: null,
    ...over,
  }
}

/** A brand, model and year of the catalogue, and a valid vehicle body naming them; override any field. */
export async function vehicleFixture(db: Db, vehicleType: 'cars' | 'motorcycles' | 'trucks' = 'cars') {
  const catalogue = await createCatalogue(db, {
    vehicleType,
    brand: 'Fiat',
    model: 'Argo',
    years: [
      [2021, '1.0 Drive'],
      [2022, '1.0 Drive'],
      [2022, '1.3 Trekking'],
    ],
  })
  const body = (over: Record<string, unknown> = {}) => ({
    vehicle_type: vehicleType,
    brand_id: catalogue.brand.id,
    model_id: catalogue.model.id,
    version: '1.0 Drive',
    year: 2022,
    name: 'Fiat Argo Drive 2022 completo',
    description: 'Carro muito conservado, revisões em dia na concessionária, pneus novos.',
    color: 'Prata',
    fuel_type: 'flex',
    condition: 'used',
    plate: 'ABC1D23',
    mileage: 32000,
    transmission: 'manual',
    steering_wheel: 'electric',
    bodywork: 'hatch',
    doors: 4,
    one_owner: true,
    accepts_exchange: false,
    show_contact: true,
    financing_status: ['paid_license'],
    optional_item_ids: [],
    price: 72000,
    city_id: 2914604,
    zip_code: '44900-000',
    ...over,
  })
  return { catalogue, body }
}

/** Gives the user a plan of these columns through an active subscription; answers the plan. */
export async function subscribe(
  db: Db,
  userId: number | string,
  plan: Partial<typeof plans.$inferInsert> = {},
) {
  const made = await insertPlan(db, { name: 'Plano de teste', ...plan })
  const start = { userId: Number(userId), planId: made.id, status: 'active' as const, startDate: new Date() }
  await db.insert(subscriptions).values(start)
  return made
}

/** A test app listening on a free port (tus uploads go over HTTP), and its base URL. */
export async function listeningApp(env?: Parameters<typeof buildTestApp>[0]) {
  const t = await buildTestApp(env)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` }
}
