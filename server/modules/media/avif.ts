import sharp from 'sharp'
import type { Storage } from '../../adapters/storage/storage'

/** True when the request's Accept names AVIF (every browser that decodes it says so for images). */
export function acceptsAvif(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => {
    const [type, ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    return type === 'image/avif' && (q === undefined || Number(q.slice(2)) > 0)
  })
}

// One encoding per file at a time: a card grid asks for the same variant many times at once on a cold cache.
const encoding = new Map<string, Promise<boolean>>()

/**
 * The AVIF twin of a stored WebP variant (`<hash>/<w>.avif`), encoded once from that variant and stored beside
 * it: AVIF is too slow to encode per request. False when the WebP variant itself is missing.
 */
export function ensureAvif(storage: Storage, webpKey: string): Promise<boolean> {
  const avifKey = webpKey.replace(/\.webp$/, '.avif')
  const running = encoding.get(avifKey)
  if (running) return running
  const job = (async () => {
    if (await storage.exists(avifKey)) return true
    const webp = await storage.get(webpKey)
    if (!webp) return false
    const chunks: Buffer[] = []
    for await (const chunk of webp.body) chunks.push(chunk as Buffer)
    // effort 3: a 640 px photo in about a tenth of a second, within a few per cent of the default's size.
    const avif = await sharp(Buffer.concat(chunks)).avif({ quality: 55, effort: 3 }).toBuffer()
    await storage.put(avifKey, avif, 'image/avif')
    return true
  })().finally(() => encoding.delete(avifKey))
  encoding.set(avifKey, job)
  return job
}
