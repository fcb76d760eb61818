import sharp from 'sharp'

// A picture's difference hash (dHash): the picture upright, in greys, shrunk to 9×8; each of the 64 bits tells
// whether a pixel is brighter than its right-hand neighbour. Resizing, recompressing or a light crop change few
// bits, so copies of one photo land within a few bits of each other while different photos differ in about half.

export const DHASH_BITS = 64

/** The dHash of an image's bytes (JPEG, PNG, WebP), as a signed 64-bit integer (PostgreSQL's bigint). */
export async function dhash(bytes: Buffer): Promise<bigint> {
  const pixels = await sharp(bytes)
    .autoOrient()
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer()
  // The greyscale pipeline can still hand out one channel per colour of the source: keep the first.
  const channels = pixels.length / 72
  let h = 0n
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = pixels[(y * 9 + x) * channels]!
      const right = pixels[(y * 9 + x + 1) * channels]!
      h = (h << 1n) | (left > right ? 1n : 0n)
    }
  }
  return BigInt.asIntN(64, h)
}

/** How many bits two hashes differ in. */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b)
  let n = 0
  while (x) {
    x &= x - 1n
    n++
  }
  return n
}
