import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStorage } from '../../adapters/storage/from-config'
import { saveImage, type SavedImage } from '../../adapters/storage/images'
import { buildTestApp, type TestApp } from '../../test/app'

let t: TestApp
let png: SavedImage

beforeAll(async () => {
  t = await buildTestApp()
  const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer()
  png = await saveImage(t.database.db, createStorage({ dataDir: t.dataDir }), bytes, { alt: 'Fachada' })
})
afterAll(() => t?.close())

describe('GET /media/:hash/:file', () => {
  it('serves the original with its type, an ETag and a year of immutable caching', async () => {
    const res = await t.app.inject({ url: `${png.base}/original.png` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.etag).toBe(`"${png.hash}-original.png"`)
    expect(Number(res.headers['content-length'])).toBe(png.bytes)
    expect(res.rawPayload.length).toBe(png.bytes)
  })

  it('serves every WebP variant of the srcset, never wider than the original', async () => {
    for (const [file, width] of [
      ['320.webp', 320],
      ['640.webp', 640],
      ['1280.webp', 800],
    ] as const) {
      const res = await t.app.inject({ url: `${png.base}/${file}` })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      const meta = await sharp(res.rawPayload).metadata()
      expect([meta.format, meta.width]).toEqual(['webp', width])
    }
  })

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const etag = `"${png.hash}-640.webp"`
    const res = await t.app.inject({ url: `${png.base}/640.webp`, headers: { 'if-none-match': etag } })
    expect(res.statusCode).toBe(304)
    expect(res.body).toBe('')
    const head = await t.app.inject({ method: 'HEAD', url: `${png.base}/640.webp` })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('image/webp')
  })

  it('gives a browser that accepts AVIF the variant as AVIF, another WebP, each with its own ETag and Vary: Accept', async () => {
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
    const older = 'image/webp,*/*'
    const avif = await t.app.inject({ url: `${png.base}/640.webp`, headers: { accept: chromium } })
    expect(avif.statusCode).toBe(200)
    expect(avif.headers['content-type']).toBe('image/avif')
    expect(avif.headers.vary).toBe('Accept')
    expect(avif.headers.etag).toBe(`"${png.hash}-640.webp-avif"`)
    const meta = await sharp(avif.rawPayload).metadata()
    expect([meta.format, meta.width]).toEqual(['heif', 640])
    expect(meta.compression).toBe('av1')

    const webp = await t.app.inject({ url: `${png.base}/640.webp`, headers: { accept: older } })
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(webp.headers.vary).toBe('Accept')
    expect(webp.headers.etag).toBe(`"${png.hash}-640.webp"`)
    const refused = await t.app.inject({
      url: `${png.base}/640.webp`,
      headers: { accept: 'image/avif;q=0, image/webp' },
    })
    expect(refused.headers['content-type']).toBe('image/webp')

    // Each ETag revalidates only its own format.
    const again = await t.app.inject({
      url: `${png.base}/640.webp`,
      headers: { accept: chromium, 'if-none-match': avif.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    const other = await t.app.inject({
      url: `${png.base}/640.webp`,
      headers: { accept: older, 'if-none-match': avif.headers.etag as string },
    })
    expect(other.statusCode).toBe(200)
    expect(other.headers['content-type']).toBe('image/webp')
  })

  it('encodes an AVIF variant once, however many ask for it at the same time', async () => {
    const accept = 'image/avif,image/webp'
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ url: `${png.base}/320.webp`, headers: { accept } })),
    )
    const bodies = new Set(answers.map((a) => a.rawPayload.toString('base64')))
    expect(answers.every((a) => a.headers['content-type'] === 'image/avif')).toBe(true)
    expect(bodies.size).toBe(1)
  })

  it.each([
    `/media/${'a'.repeat(24)}/640.webp`,
    '/media/0123/640.webp',
    '/media/ZZZZZZZZZZZZZZZZZZZZZZZZ/640.webp',
    '/media/HASH',
    '/media/HASH/original.jpg',
    '/media/HASH/original.gif',
    '/media/HASH/500.webp',
    '/media/HASH/..%2F..%2F..%2Fpackage.json',
    '/media/..%2F..%2Fserver/config.ts',
  ])('answers 404 JSON for unknown or malformed %s', async (url) => {
    const res = await t.app.inject({ url: url.replace('HASH', png.hash) })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual({
      errors: [expect.objectContaining({ status: '404', detail: expect.any(String) })],
    })
  })

  // The URL parser resolves dot segments (also percent-encoded ones) before routing: these never reach a file.
  it.each([
    '/media/HASH/%2E%2E/%2E%2E/package.json',
    '/media/HASH/../../package.json',
    '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  ])('never serves a file outside the media folder for %s', async (url) => {
    const res = await t.app.inject({ url: url.replace('HASH', png.hash) })
    expect(res.headers['content-type'] ?? '').not.toMatch(/^image\//)
    expect(res.body).not.toContain('"name": "mercado-irece"')
    expect(res.body).not.toContain('root:x:0:0')
  })
})
