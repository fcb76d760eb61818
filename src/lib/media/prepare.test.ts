import { describe, expect, it } from 'vitest'
import { MAX_UPLOAD_BYTES } from '../../domain/constants'
import { uploadMsg } from '../../domain/upload'
import type { ImageCodec } from './codec'
import { fitWithin, prepareImage } from './prepare'

const jpeg = (size = 3_000_000) => {
  const bytes = new Uint8Array(size)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return new File([bytes], 'IMG_0001.JPG', { type: 'image/jpeg' })
}

/** A codec that records what it was asked; `webp: false` plays an old Safari that answers PNG. */
function fakeCodec(opts: { width?: number; height?: number; webp?: boolean; broken?: boolean } = {}) {
  const calls: { op: string; type?: string; size?: { width: number; height: number } }[] = []
  let closed = 0
  const codec: ImageCodec = {
    async decode() {
      calls.push({ op: 'decode' })
      if (opts.broken) throw new Error('decode failed')
      return {
        width: opts.width ?? 4000,
        height: opts.height ?? 3000,
        source: {} as CanvasImageSource,
        close: () => void closed++,
      }
    },
    async encode(_image, size, type) {
      calls.push({ op: 'encode', type, size })
      const out = type === 'image/webp' && opts.webp === false ? 'image/png' : type
      return new Blob([new Uint8Array(250_000)], { type: out })
    },
  }
  return { codec, calls, closed: () => closed }
}

describe('fitWithin', () => {
  it('scales the long side down to 1600 px, keeping the ratio, never up', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 })
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 })
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(10000, 3)).toEqual({ width: 1600, height: 1 })
  })
})

describe('prepareImage', () => {
  it('encodes WebP at 1600 px and reports the result', async () => {
    const { codec, calls, closed } = fakeCodec()
    const out = await prepareImage(jpeg(), { codec })
    expect(calls.map((c) => c.type ?? c.op)).toEqual(['decode', 'image/webp'])
    expect(out).toMatchObject({ width: 1600, height: 1200, bytes: 250_000 })
    expect(out.blob.type).toBe('image/webp')
    expect(closed()).toBe(1)
  })

  it('falls back to JPEG where the browser cannot encode WebP', async () => {
    const { codec, calls } = fakeCodec({ webp: false, width: 1200, height: 900 })
    const out = await prepareImage(jpeg(), { codec })
    expect(calls.map((c) => c.type ?? c.op)).toEqual(['decode', 'image/webp', 'image/jpeg'])
    expect(out).toMatchObject({ width: 1200, height: 900 })
    expect(out.blob.type).toBe('image/jpeg')
  })

  it('validates before doing any work', async () => {
    const { codec, calls } = fakeCodec()
    await expect(prepareImage(jpeg(MAX_UPLOAD_BYTES + 1), { codec })).rejects.toThrow(uploadMsg.tooBig())
    await expect(prepareImage(new File(['%PDF-1.4'], 'a.jpg'), { codec })).rejects.toThrow(
      uploadMsg.invalidFormat,
    )
    expect(calls).toEqual([])
  })

  it('calls a file that cannot be decoded invalid', async () => {
    const { codec } = fakeCodec({ broken: true })
    await expect(prepareImage(jpeg(), { codec })).rejects.toMatchObject({
      code: 'invalid_file',
      message: uploadMsg.invalidFile,
    })
  })
})
