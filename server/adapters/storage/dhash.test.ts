import { describe, expect, it } from 'vitest'
import { copied, photoLike, ramp } from '../../db/seed/images/photo-like'
import { dhash, hammingDistance } from './dhash'

describe('dhash', () => {
  it('reads each row left to right: a ramp brightening to the right has no bit set, one darkening has all 64', async () => {
    expect(await dhash(await ramp(true))).toBe(0n)
    expect(await dhash(await ramp(false))).toBe(-1n)
    expect(hammingDistance(0n, -1n)).toBe(64)
  })

  it('counts the bits two hashes differ in', () => {
    expect(hammingDistance(0b1011n, 0b0001n)).toBe(2)
    expect(hammingDistance(-1n, BigInt.asIntN(64, 0x7fffffffffffffffn))).toBe(1)
    expect(hammingDistance(123456789n, 123456789n)).toBe(0)
  })

  it('keeps a copy of a photo (cropped 5 %, smaller, recompressed) within 6 bits of it', async () => {
    for (const seed of [11, 12, 13, 14]) {
      const photo = await photoLike(seed)
      expect(hammingDistance(await dhash(photo), await dhash(await copied(photo)))).toBeLessThanOrEqual(6)
    }
  })

  it('keeps different photos far apart', async () => {
    const hashes = await Promise.all([21, 22, 23, 24, 25].map(async (s) => dhash(await photoLike(s))))
    for (const [i, a] of hashes.entries())
      for (const b of hashes.slice(i + 1)) expect(hammingDistance(a, b)).toBeGreaterThan(12)
  })

  it('is the same for the same picture whatever its format or size', async () => {
    const photo = await photoLike(31)
    const sharp = (await import('sharp')).default
    const png = await sharp(photo).png().toBuffer()
    const half = await sharp(photo).resize({ width: 240 }).webp().toBuffer()
    const h = await dhash(photo)
    expect(hammingDistance(h, await dhash(png))).toBeLessThanOrEqual(1)
    expect(hammingDistance(h, await dhash(half))).toBeLessThanOrEqual(3)
  })
})
