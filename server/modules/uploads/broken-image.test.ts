import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadMsg as accountUploadMsg } from '../../../src/domain/account'
import { uploadMsg } from '../../../src/domain/upload'
import { buildTestApp, type TestApp } from '../../test/app'
import { upsertAdmin } from '../admin-auth'
import { bearer, nextIp, PASSWORD, signUpUser, uniqueEmail } from '../auth/test-helpers'

// A picture whose header is right but whose pixels the decoder cannot read is the upload's fault: the photo
// upload, the avatar and the back office's brand image all refuse it with the upload error text, never a 500.

let t: TestApp
let base = ''
let token = ''
let adminToken = ''
let broken: Buffer

/** A real PNG (signature and header intact) whose compressed pixel data is scrambled. */
async function brokenPng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer(),
  )
  const data = png.indexOf('IDAT') + 8
  for (let k = data; k < png.length - 16; k++) png[k]! ^= 0x5a
  return png
}

beforeAll(async () => {
  broken = await brokenPng()
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  token = (await signUpUser(t.app)).token
  const email = uniqueEmail('staff')
  await upsertAdmin(t.database.db, { email, name: 'Equipe', password: PASSWORD })
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/auth/sign_in',
    remoteAddress: nextIp(),
    payload: { admin: { email, password: PASSWORD } },
  })
  adminToken = res.json<{ data: { attributes: { token: string } } }>().data.attributes.token
})
afterAll(() => t?.close())

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`

describe('an image the decoder rejects', () => {
  it('is refused with the upload error text on photo upload, avatar and brand image', async () => {
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` }
    const created = await fetch(`${base}/v1/uploads`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(broken.length) },
    })
    expect(created.status).toBe(201)
    const sent = await fetch(`${base}${created.headers.get('location')}`, {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(broken),
    })
    expect(sent.status).toBe(422)
    expect(await sent.json()).toEqual({
      errors: [{ status: '422', code: 'invalid_file', detail: uploadMsg.invalidFile }],
    })

    const avatar = await t.app.inject({
      method: 'PUT',
      url: '/sign_up',
      headers: bearer(token),
      payload: { user: { avatar: { data_url: dataUrl(broken) } } },
    })
    expect(avatar.statusCode, avatar.body).toBe(422)
    expect(avatar.json().errors[0]).toMatchObject({ detail: accountUploadMsg.invalid })

    const brand = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/brands',
      headers: bearer(adminToken),
      payload: {
        name: 'Sertão Motors',
        code: 'sertao-motors',
        vehicle_type: 'cars',
        image_data_url: dataUrl(broken),
      },
    })
    expect(brand.statusCode, brand.body).toBe(422)
    expect(brand.json().errors[0]).toMatchObject({
      detail: uploadMsg.invalidFile,
      source: { pointer: '/image_data_url' },
    })
  })
})
