import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import { saveImage } from '../../adapters/storage/images'
import type { Storage } from '../../adapters/storage/storage'
import { refreshPhotosOnSite } from '../../modules/trust'
import type { Db } from '../client'
import { media, properties, propertyMedia, uploadedMedia } from '../schema'
import { photoLike } from './images/photo-like'
import type { Rng } from './random'
import type { SeededProperty } from './properties'
import type { SeededUser } from './users'

// "Fotos feitas no local" in the demo: a few live properties whose advertiser took their photos with the app's
// camera at the address (a few dozen metres off, as a phone's fix is), so a newcomer sees the badge. The photos are
// the advertiser's own pictures (not the stock pictures many demo listings share: an upload of one of those would make
// every other listing showing it a copy of this advertiser's photo). The positions sit where the site keeps them, on
// the advertiser's uploads, and the listing's mark is worked out by the same function a save runs. Demo accounts are
// left out: their journeys stay as they were.

const METRES_PER_DEGREE = 111_320
const PHOTOS_EACH = 3
const PHOTO_SEED = 4100

export async function seedOnSitePhotos(
  tx: Db,
  storage: Storage,
  rng: Rng,
  opts: { users: SeededUser[]; properties: SeededProperty[]; skip: readonly number[]; count: number },
): Promise<number> {
  const ordinary = new Set(opts.users.filter((u) => !u.demo && u.active).map((u) => u.id))
  const skip = new Set(opts.skip)
  const seeded = opts.properties.filter((p) => ordinary.has(p.userId) && !skip.has(p.id)).map((p) => p.id)
  if (seeded.length === 0) return 0
  // Live now (the plan rules paused some), with a pin of their own; spread over the list, the same on every seed.
  const live = await tx
    .select({ id: properties.id, userId: properties.userId, lat: properties.lat, lng: properties.lng })
    .from(properties)
    .where(
      and(
        inArray(properties.id, seeded),
        eq(properties.status, 'active'),
        isNotNull(properties.lat),
        isNotNull(properties.lng),
      ),
    )
    .orderBy(asc(properties.id))
  const step = Math.max(1, Math.floor(live.length / opts.count))
  const picked = live.filter((_, i) => i % step === 0).slice(0, opts.count)
  let marked = 0
  for (const [n, listing] of picked.entries()) {
    const [row] = await tx
      .select({ createdAt: properties.createdAt })
      .from(properties)
      .where(eq(properties.id, listing.id))
    const takenAt = row!.createdAt
    await tx.delete(propertyMedia).where(eq(propertyMedia.propertyId, listing.id))
    for (let k = 0; k < PHOTOS_EACH; k++) {
      const bytes = await photoLike(PHOTO_SEED + n * PHOTOS_EACH + k, 800, 600)
      const saved = await saveImage(tx, storage, bytes)
      await tx.update(media).set({ createdAt: takenAt }).where(eq(media.id, saved.id))
      await tx
        .insert(propertyMedia)
        .values({ propertyId: listing.id, mediaId: saved.id, position: k, isCover: k === 0 })
      const metres = rng.float(5, 120)
      const angle = rng.float(0, 2 * Math.PI)
      const cosLat = Math.cos((listing.lat! * Math.PI) / 180)
      await tx.insert(uploadedMedia).values({
        uploadId: `demo-on-site-${listing.id}-${k}`,
        userId: listing.userId,
        mediaId: saved.id,
        bytes: bytes.length,
        captureLat: listing.lat! + (metres * Math.cos(angle)) / METRES_PER_DEGREE,
        captureLng: listing.lng! + (metres * Math.sin(angle)) / (METRES_PER_DEGREE * cosLat),
        captureAccuracyM: rng.int(6, 30),
        capturedAt: takenAt,
        createdAt: takenAt,
      })
    }
    if (await refreshPhotosOnSite(tx, listing.id)) marked += 1
  }
  return marked
}
