import sharp from 'sharp'

// Photo-like pictures (tests, and the demo's copied-photo case): smooth shapes of colour over a lit background with grain, as a camera gives (flat
// drawings are not: their neighbouring pixels tie, and a hash of them is fragile). Deterministic by seed.

const random = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) >>> 0
  return seed / 2 ** 32
}

/** A JPEG `w`×`h` drawn from `seed`. */
export async function photoLike(seed: number, w = 480, h = 360): Promise<Buffer> {
  const r = random(seed)
  const blobs = Array.from({ length: 12 }, () => ({
    x: r() * w,
    y: r() * h,
    s: (0.07 + r() * 0.25) * w,
    c: [r() * 255, r() * 255, r() * 255],
    a: 0.4 + r() * 0.6,
  }))
  const base = [r() * 255, r() * 255, r() * 255]
  const px = Buffer.alloc(w * h * 3)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = base.map((v) => v * (0.6 + (0.4 * y) / h))
      for (const b of blobs) {
        const weight = b.a * Math.exp(-((x - b.x) ** 2 + (y - b.y) ** 2) / (b.s * b.s))
        for (let k = 0; k < 3; k++) c[k] = c[k]! * (1 - weight) + b.c[k]! * weight
      }
      const grain = (r() - 0.5) * 30
      for (let k = 0; k < 3; k++) px[(y * w + x) * 3 + k] = Math.max(0, Math.min(255, c[k]! + grain))
    }
  }
  return sharp(px, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer()
}

/** What a copier does to a photo: 5 % cropped off its edges, made smaller and saved again as a poorer JPEG. */
export async function copied(photo: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata()
  const left = Math.round(width * 0.025)
  const top = Math.round(height * 0.025)
  return sharp(photo)
    .extract({ left, top, width: width - 2 * left, height: height - 2 * top })
    .resize({ width: Math.round(width * 0.6) })
    .jpeg({ quality: 40 })
    .toBuffer()
}

/** A horizontal ramp of grey, brightening to the right (`rising`) or darkening. */
export const ramp = (rising: boolean, w = 90, h = 80): Promise<Buffer> => {
  const px = Buffer.alloc(w * h)
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) px[y * w + x] = Math.round(((rising ? x : w - 1 - x) * 255) / (w - 1))
  return sharp(px, { raw: { width: w, height: h, channels: 1 } })
    .png()
    .toBuffer()
}
