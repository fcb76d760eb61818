import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { expect } from 'vitest'

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

/** Creates a tus upload on a listening app and sends `send` of its bytes (all by default); returns its id. */
export async function upload(
  base: string,
  token: string,
  bytes: Buffer,
  send = bytes.length,
): Promise<string> {
  const created = await fetch(`${base}/v1/uploads`, {
    method: 'POST',
    headers: tus(token, { 'upload-length': String(bytes.length) }),
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
      show_map: true,
    },
    // A video needs a plan with the video option: none by default.
    youtube_url: null,
    ...over,
  }
}
