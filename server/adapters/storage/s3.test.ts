import { createRequire } from 'node:module'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/app'
import { freePort } from '../../test/server-process'
import { createStorage, mediaDirOf } from './from-config'
import { saveImage } from './images'
import type { Storage } from './storage'

// Media on S3-compatible storage, against a local S3-compatible server (s3rver) on a free port and a temp folder.
interface S3rverInstance {
  run(): Promise<unknown>
  close(): Promise<void>
}
type S3rverClass = new (options: {
  port: number
  address: string
  directory: string
  silent: boolean
  configureBuckets: { name: string }[]
}) => S3rverInstance
// s3rver ships no types; this is the part of its API the test uses.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass

const BUCKET = 'midia'
let s3: S3rverInstance
let dir: string
let env: Record<string, string>
let storage: Storage

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-s3-'))
  const port = await freePort()
  s3 = new S3rver({
    port,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  })
  await s3.run()
  // s3rver accepts these fixed development credentials.
  env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  storage = createStorage({
    dataDir: dir,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
})
afterAll(async () => {
  await s3?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('S3-compatible storage', () => {
  it('puts, gets and checks objects, and says null / false for an unknown key', async () => {
    await storage.put('abc123/original.jpg', Buffer.from('jpeg bytes'), 'image/jpeg')
    expect(await storage.exists('abc123/original.jpg')).toBe(true)
    const got = await storage.get('abc123/original.jpg')
    expect(got).toMatchObject({ contentType: 'image/jpeg', size: 10 })
    expect(await text(got!.body)).toBe('jpeg bytes')
    expect(await storage.get('abc123/640.webp')).toBeNull()
    expect(await storage.exists('abc123/640.webp')).toBe(false)
  })

  it('refuses keys that could leave the bucket’s layout', async () => {
    await expect(storage.put('../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/unsafe/)
  })

  describe('chosen by configuration', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await buildTestApp(env)
    })
    afterAll(() => t?.close())

    it('serves a saved photo and its variants from the bucket, with nothing on local disk', async () => {
      const bytes = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#c52' } })
        .jpeg()
        .toBuffer()
      const saved = await saveImage(t.database.db, createStorage(t.app.config), bytes, { alt: 'Fachada' })
      const original = await t.app.inject({ url: `${saved.base}/original.jpg` })
      expect(original.statusCode).toBe(200)
      expect(original.headers['content-type']).toBe('image/jpeg')
      // Originals are re-encoded when saved: the same picture, not the same bytes.
      expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 700 })
      const variant = await t.app.inject({ url: `${saved.base}/320.webp` })
      expect(variant.statusCode).toBe(200)
      expect(variant.headers['content-type']).toBe('image/webp')
      expect((await t.app.inject({ url: `${saved.base}/9999.webp` })).statusCode).toBe(404)
      expect(fs.existsSync(mediaDirOf(t.dataDir))).toBe(false)
    })
  })
})
