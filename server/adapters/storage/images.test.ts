import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { testDatabase } from '../../test/database'
import { detectImageFormat, saveImage, UnsupportedImageError } from './images'
import { localDiskStorage } from './local-disk'
import type { Storage } from './storage'

let database: Database
let dir: string
let storage: Storage

beforeAll(async () => {
  database = await testDatabase()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mi-media-'))
  storage = localDiskStorage(dir)
})
afterAll(async () => {
  await database?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })

describe('detectImageFormat', () => {
  it('tells JPEG, PNG and WebP by their first bytes only', async () => {
    expect(detectImageFormat(await solid(4, 4).jpeg().toBuffer())).toBe('jpg')
    expect(detectImageFormat(await solid(4, 4).png().toBuffer())).toBe('png')
    expect(detectImageFormat(await solid(4, 4).webp().toBuffer())).toBe('webp')
    expect(detectImageFormat(await solid(4, 4).gif().toBuffer())).toBeNull()
    expect(detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull()
  })
})

describe('saveImage', () => {
  it('stores the original and the variants under the content hash, and inserts the media row', async () => {
    const bytes = await solid(2000, 1000).jpeg().toBuffer()
    const saved = await saveImage(database.db, storage, bytes, { alt: 'Sala' })
    expect(saved).toMatchObject({
      width: 2000,
      height: 1000,
      mime: 'image/jpeg',
      bytes: bytes.length,
      alt: 'Sala',
      created: true,
    })
    expect(saved.hash).toMatch(/^[0-9a-f]{24}$/)
    expect(saved.base).toBe(`/media/${saved.hash}`)
    expect(fs.readdirSync(path.join(dir, saved.hash)).sort()).toEqual([
      '1280.webp',
      '320.webp',
      '640.webp',
      'original.jpg',
    ])
    const w640 = await sharp(path.join(dir, saved.hash, '640.webp')).metadata()
    expect([w640.width, w640.height]).toEqual([640, 320])
  })

  it('reuses the row for the same bytes', async () => {
    const bytes = await solid(300, 200).png().toBuffer()
    const a = await saveImage(database.db, storage, bytes)
    const b = await saveImage(database.db, storage, bytes, { alt: 'outra' })
    expect(b).toMatchObject({ id: a.id, hash: a.hash, created: false, alt: 'outra' })
    // Narrower than every width: all variants exist at the original size.
    for (const w of [320, 640, 1280]) {
      expect((await sharp(path.join(dir, a.hash, `${w}.webp`)).metadata()).width).toBe(300)
    }
  })

  it('reports the displayed size of an EXIF-rotated photo', async () => {
    const bytes = await solid(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const saved = await saveImage(database.db, storage, bytes)
    expect([saved.width, saved.height]).toEqual([200, 400])
    expect((await sharp(path.join(dir, saved.hash, '1280.webp')).metadata()).height).toBe(400)
  })

  it('publishes the original without its metadata (GPS, device, author), upright', async () => {
    const bytes = await solid(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Motorola', Model: 'moto g', Artist: 'Maria' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '11/1 18/1 14/1' },
      })
      .toBuffer()
    expect((await sharp(bytes).metadata()).exif).toBeDefined()
    const saved = await saveImage(database.db, storage, bytes)
    const original = fs.readFileSync(path.join(dir, saved.hash, 'original.jpg'))
    expect(original.includes(Buffer.from('Motorola'))).toBe(false)
    const meta = await sharp(original).metadata()
    expect(meta.exif).toBeUndefined()
    expect([meta.width, meta.height]).toEqual([200, 400])
    // A photo without metadata is re-encoded too (bytes appended after the image are dropped), same size.
    const plain = await solid(120, 80).jpeg().toBuffer()
    const kept = await saveImage(database.db, storage, plain)
    const published = fs.readFileSync(path.join(dir, kept.hash, 'original.jpg'))
    expect((await sharp(published).metadata()).width).toBe(120)
  })

  it('drops whatever was appended after the image from the published original', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>')
    for (const [format, encode] of [
      ['jpg', (s: Sharp) => s.jpeg()],
      ['png', (s: Sharp) => s.png()],
      ['webp', (s: Sharp) => s.webp()],
    ] as const) {
      const bytes = Buffer.concat([await encode(solid(64, 48)).toBuffer(), script])
      const saved = await saveImage(database.db, storage, bytes)
      const published = fs.readFileSync(path.join(dir, saved.hash, `original.${format}`))
      expect(published.includes(script), format).toBe(false)
      expect((await sharp(published).metadata()).width).toBe(64)
    }
  })

  it('rejects other formats and unreadable files', async () => {
    await expect(saveImage(database.db, storage, await solid(4, 4).gif().toBuffer())).rejects.toThrow(
      UnsupportedImageError,
    )
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)])
    await expect(saveImage(database.db, storage, broken)).rejects.toMatchObject({ reason: 'corrupt' })
  })
})

describe('localDiskStorage', () => {
  it('refuses keys that leave its root', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a\\b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/)
    }
  })

  it('returns null for unknown keys and the type from the extension', async () => {
    expect(await storage.get('nothing/here.webp')).toBeNull()
    await storage.put('k/a.webp', Buffer.from('abc'), 'image/webp')
    const obj = await storage.get('k/a.webp')
    expect([obj?.contentType, obj?.size, await storage.exists('k/a.webp')]).toEqual(['image/webp', 3, true])
    obj?.body.destroy()
  })
})
