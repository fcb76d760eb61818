// The one small photo a pack keeps per listing, in a Cache Storage cache of its own: unbounded by count (the
// media cache keeps only the last 300 photos seen) and emptied with the pack. The service worker answers from it
// when the network cannot (sw/town-pack-images.ts). No DOM-only APIs: the worker refreshes packs too.
import { imageUrl, type Image } from '../../../domain/media'

export const PACK_PHOTOS_CACHE = 'town-packs-v1'

export const packPhotoUrl = (image: Pick<Image, 'base'>): string => imageUrl(image, 320)

/** Stores the photos the cache does not hold yet; the bytes fetched. A failure throws (the part is redone). */
export async function storePackPhotos(urls: string[], signal?: AbortSignal): Promise<number> {
  const cache = await caches.open(PACK_PHOTOS_CACHE)
  let bytes = 0
  const queue = [...urls]
  // Four at a time: enough to fill a 3G link, few enough to leave it room for the page.
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await cache.match(url)) continue
      const res = await fetch(url, { signal })
      if (!res.ok) {
        // A photo removed since the part was built: the listing shows without it.
        if (res.status === 404) continue
        throw new Error(`photo ${res.status}`)
      }
      const blob = await res.blob()
      bytes += blob.size
      await cache.put(url, new Response(blob, { headers: { 'content-type': blob.type || 'image/webp' } }))
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return bytes
}

/** Drops the photos no stored listing uses any more (`keep`: every URL still needed, across all packs). */
export async function prunePackPhotos(keep: Set<string>): Promise<void> {
  const cache = await caches.open(PACK_PHOTOS_CACHE)
  for (const request of await cache.keys()) {
    if (!keep.has(new URL(request.url).pathname)) await cache.delete(request)
  }
}
