import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../../../src/domain/constants'
import { uploadMsg } from '../../../src/domain/upload'
import { idempotencyKeys, media } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { signUpUser } from '../auth/test-helpers'

let t: TestApp
let base: string
let token: string

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const tus = (extra: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  authorization: `Bearer ${token}`,
  ...extra,
})

/** A photo that does not compress: random pixels, a few hundred KB of JPEG. */
const noisyJpeg = (side = 500) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()

async function create(size: number, headers: Record<string, string> = tus()): Promise<string> {
  const res = await fetch(`${base}/v1/uploads`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(size),
      'upload-metadata': `filename ${Buffer.from('casa.jpg').toString('base64')}`,
    },
  })
  expect(res.status).toBe(201)
  const location = res.headers.get('location')!
  expect(location).toMatch(/^\/v1\/uploads\/[0-9a-f]{32}$/)
  return location.split('/').pop()!
}

const patch = (id: string, offset: number, body: Buffer, extra: Record<string, string> = {}) =>
  fetch(`${base}/v1/uploads/${id}`, {
    method: 'PATCH',
    headers: tus({
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...extra,
    }),
    body: new Uint8Array(body),
  })

const head = (id: string, bearer = token) =>
  fetch(`${base}/v1/uploads/${id}`, {
    method: 'HEAD',
    headers: { ...tus(), authorization: `Bearer ${bearer}` },
  })

const storedBytes = (id: string) => {
  try {
    return fs.statSync(path.join(t.dataDir, 'uploads', id)).size
  } catch {
    return -1
  }
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** A PATCH announcing every remaining byte that sends only `count` of them, then loses its connection. */
async function interruptedPatch(id: string, bytes: Buffer, count: number) {
  const req = http.request(`${base}/v1/uploads/${id}`, {
    method: 'PATCH',
    headers: tus({
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    }),
  })
  const closed = new Promise<void>((resolve) => {
    req.on('error', () => resolve())
    req.on('close', () => resolve())
  })
  req.write(bytes.subarray(0, count))
  await until(() => storedBytes(id) === count) // the server has stored what we sent…
  req.destroy() // …and the signal drops
  await closed
}

beforeAll(async () => {
  t = await buildTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  token = (await signUpUser(t.app)).token
})
afterAll(() => t.close())

describe('resumable uploads (tus)', () => {
  it('a connection dropped midway resumes from the stored offset; every byte arrives once; the media row exists', async () => {
    const photo = await noisyJpeg()
    const half = Math.floor(photo.length / 2)
    const id = await create(photo.length)

    await interruptedPatch(id, photo, half)
    const probe = await head(id)
    expect(probe.status).toBe(200)
    expect(probe.headers.get('upload-offset')).toBe(String(half))
    expect(probe.headers.get('upload-length')).toBe(String(photo.length))

    const resumed = await patch(id, half, photo.subarray(half))
    expect(resumed.status).toBe(204)
    expect(resumed.headers.get('upload-offset')).toBe(String(photo.length))
    const mediaId = resumed.headers.get('media-id')
    expect(mediaId).toMatch(/^\d+$/)

    expect(storedBytes(id)).toBe(photo.length)
    expect(sha(fs.readFileSync(path.join(t.dataDir, 'uploads', id)))).toBe(sha(photo))

    const res = await fetch(`${base}/v1/uploads/${id}/media`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    const doc = (await res.json()) as {
      data: {
        id: string
        type: string
        attributes: { id: string; base: string; width: number; height: number }
      }
      meta: { upload: { size: number; bytes_received: number } }
    }
    expect(doc.data).toMatchObject({
      id: mediaId,
      type: 'media',
      attributes: { id: mediaId, width: 500, height: 500 },
    })
    expect(doc.data.attributes.base).toMatch(/^\/media\/[0-9a-f]{24}$/)
    // Bytes that came over the wire, both PATCHes together: the size, so none was sent twice.
    expect(doc.meta.upload).toMatchObject({ size: photo.length, bytes_received: photo.length })
    const [row] = await t.database.db
      .select()
      .from(media)
      .where(eq(media.id, Number(mediaId)))
    expect(row).toMatchObject({ bytes: photo.length, mime: 'image/jpeg', width: 500, height: 500 })
    const variant = await fetch(`${base}${doc.data.attributes.base}/320.webp`)
    expect(variant.status).toBe(200)
  })

  it('skips Idempotency-Key handling: tus has its own offsets', async () => {
    const photo = await noisyJpeg(200)
    const id = await create(photo.length)
    // A key the idempotency layer would refuse (400) passes untouched…
    expect((await patch(id, 0, photo.subarray(0, 1000), { 'idempotency-key': 'not a key!' })).status).toBe(
      204,
    )
    // …and a valid one is neither stored nor waited on, even when every chunk carries the same.
    const key = { 'idempotency-key': 'photo-00000001' }
    expect((await patch(id, 1000, photo.subarray(1000, 2000), key)).status).toBe(204)
    const last = await patch(id, 2000, photo.subarray(2000), key)
    expect(last.status).toBe(204)
    expect(last.headers.get('upload-offset')).toBe(String(photo.length))
    expect(
      await t.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key['idempotency-key'])),
    ).toEqual([])
  })

  it('refuses files over 5 MB when created', async () => {
    const res = await fetch(`${base}/v1/uploads`, {
      method: 'POST',
      headers: tus({ 'upload-length': String(MAX_UPLOAD_BYTES + 1) }),
    })
    expect(res.status).toBe(413)
  })

  it('checks the finished bytes by content, with the pt-BR message', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5000)])
    const id = await create(pdf.length)
    const res = await patch(id, 0, pdf)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({
      errors: [{ status: '422', code: 'invalid_format', detail: uploadMsg.invalidFormat }],
    })
    const again = await fetch(`${base}/v1/uploads/${id}/media`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(again.status).toBe(422)
  })

  it('answers 409 for the media of an upload still under way', async () => {
    const id = await create(1000)
    const res = await fetch(`${base}/v1/uploads/${id}/media`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(409)
  })

  it('needs a user token; another user cannot see or resume my upload', async () => {
    expect(
      (
        await fetch(`${base}/v1/uploads`, {
          method: 'POST',
          headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' },
        })
      ).status,
    ).toBe(401)
    const id = await create(1000)
    const other = (await signUpUser(t.app)).token
    expect((await head(id, other)).status).toBe(404)
    expect((await head('..%2F..%2Fetc%2Fpasswd')).status).toBe(404)
    const media = await fetch(`${base}/v1/uploads/${id}/media`, {
      headers: { authorization: `Bearer ${other}` },
    })
    expect(media.status).toBe(404)
  })

  it('tells its limits to anyone (OPTIONS discovery)', async () => {
    const res = await fetch(`${base}/v1/uploads`, { method: 'OPTIONS' })
    expect(res.status).toBe(204)
    expect(res.headers.get('tus-max-size')).toBe(String(MAX_UPLOAD_BYTES))
    expect(res.headers.get('tus-extension')).toContain('creation')
  })
})
