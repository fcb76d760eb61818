import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { uploadMsg } from '../../../src/domain/upload'
import { createStorage, mediaDirOf } from '../../adapters/storage/from-config'
import { media, propertyMedia, uploadedMedia } from '../../db/schema'
import { buildTestApp, type TestApp } from '../../test/app'
import { createProperty } from '../../test/fixtures'
import { signUpUser } from '../auth/test-helpers'
import { UPLOAD_EXPIRATION_MS } from './routes'
import { UploadStore } from './store'
import { sweepUnusedUploads, UNATTACHED_UPLOAD_TTL_MS } from './sweep'

// Finished photo uploads count against the account's storage quota, and a picture no listing took within a day is
// removed by the scheduled sweep, files and rows, while pictures in listings stay.

let t: TestApp
let base = ''

/** A photo that does not compress: random pixels, about 320 KB of JPEG at 600 px. */
const noisyJpeg = (side = 600) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()

/** Sends a whole photo with tus; the answer to the creation when refused, else to the last PATCH. */
async function upload(token: string, photo: Buffer) {
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` }
  const created = await fetch(`${base}/v1/uploads`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(photo.length) },
  })
  if (created.status !== 201) return { res: created, id: null }
  const location = created.headers.get('location')!
  const res = await fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: new Uint8Array(photo),
  })
  return { res, id: location.split('/').pop()! }
}

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_QUOTA_MB: '1' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(() => t?.close())
afterEach(() => vi.useRealTimers())

describe('storage quota of finished uploads', () => {
  it('refuses a photo that would pass the account quota, with the pt-BR message; other accounts are unaffected', async () => {
    const { token } = await signUpUser(t.app)
    let used = 0
    let refused: Response | null = null
    for (let i = 0; i < 12 && !refused; i++) {
      const photo = await noisyJpeg()
      const { res } = await upload(token, photo)
      if (res.status === 204) used += photo.length
      else refused = res
    }
    expect(refused?.status).toBe(422)
    expect(await refused!.json()).toEqual({
      errors: [{ status: '422', code: 'quota_exceeded', detail: uploadMsg.quota(1) }],
    })
    expect(used).toBeLessThanOrEqual(1024 * 1024)
    expect(used).toBeGreaterThan(0)
    const other = await signUpUser(t.app)
    expect((await upload(other.token, await noisyJpeg())).res.status).toBe(204)
  })
})

describe('the sweep of unused uploads', () => {
  it('removes, a day later, the pictures no listing took (files and rows) and keeps those in a listing', async () => {
    const owner = await signUpUser(t.app)
    const db = t.database.db
    const sent = await Promise.all([noisyJpeg(120), noisyJpeg(120)])
    const kept = await upload(owner.token, sent[0]!)
    const dropped = await upload(owner.token, sent[1]!)
    expect([kept.res.status, dropped.res.status]).toEqual([204, 204])
    const mediaIdOf = async (uploadId: string) =>
      (await db.select().from(uploadedMedia).where(eq(uploadedMedia.uploadId, uploadId)))[0]!.mediaId
    const keptMedia = await mediaIdOf(kept.id!)
    const droppedMedia = await mediaIdOf(dropped.id!)
    const property = await createProperty(db, Number(owner.userId))
    await db.insert(propertyMedia).values({ propertyId: property.id, mediaId: keptMedia, isCover: true })

    const hashes = Object.fromEntries(
      (
        await db
          .select()
          .from(media)
          .where(inArray(media.id, [keptMedia, droppedMedia]))
      ).map((m) => [m.id, m.hash]),
    )
    const folder = (id: number) => path.join(mediaDirOf(t.dataDir), hashes[id]!)
    const rawUpload = (id: string) => path.join(t.dataDir, 'uploads', id)
    expect(fs.readdirSync(folder(droppedMedia)).length).toBeGreaterThan(1)

    const deps = {
      db,
      storage: createStorage(t.app.config),
      store: new UploadStore(path.join(t.dataDir, 'uploads'), UPLOAD_EXPIRATION_MS),
    }
    // Within the day, nothing goes.
    expect(await sweepUnusedUploads(deps)).toEqual({ removed: 0 })
    expect(fs.existsSync(folder(droppedMedia))).toBe(true)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + UNATTACHED_UPLOAD_TTL_MS + 60_000)
    expect((await sweepUnusedUploads(deps)).removed).toBeGreaterThanOrEqual(1)

    expect(await db.select().from(media).where(eq(media.id, droppedMedia))).toEqual([])
    expect(await db.select().from(uploadedMedia).where(eq(uploadedMedia.uploadId, dropped.id!))).toEqual([])
    expect(fs.existsSync(folder(droppedMedia))).toBe(false)
    expect(fs.existsSync(rawUpload(dropped.id!))).toBe(false)

    expect(await db.select().from(media).where(eq(media.id, keptMedia))).toHaveLength(1)
    expect(fs.readdirSync(folder(keptMedia)).length).toBeGreaterThan(1)
    const page = await t.app.inject({ url: `/media/${hashes[keptMedia]}/320.webp` })
    expect(page.statusCode).toBe(200)
  })
})
