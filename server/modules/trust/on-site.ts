import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { distanceM, photosOnSite } from '../../../src/domain/on-site-photos'
import { townById } from '../../../src/domain/region'
import type { Db } from '../../db/client'
import { properties, propertyMedia, uploadedMedia } from '../../db/schema'

// "Fotos feitas no local", worked out when a property is saved (created, edited, its photos changed, published):
// its photos' capture positions, each kept privately on the advertiser's own upload of that picture, against the
// address's coordinates. Only the resulting yes/no is stored on the listing, and only it is ever published.

type Tx = Pick<Db, 'select' | 'update'>

/**
 * Stores whether the property's photos were taken at its address (the rule: src/domain/on-site-photos.ts) and
 * answers it. Only positions the listing's own advertiser sent count: another account uploading the same picture
 * (media rows are shared by content) with a position of its own vouches for nothing here. An address without
 * coordinates of its own (the form left the pin alone and the town's seat stood in) has no place to be at.
 */
export async function refreshPhotosOnSite(db: Tx, propertyId: number): Promise<boolean> {
  const [listing] = await db
    .select({
      userId: properties.userId,
      cityId: properties.cityId,
      lat: properties.lat,
      lng: properties.lng,
      stored: properties.photosOnSite,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
  if (!listing) return false
  const photos = await db
    .select({ mediaId: propertyMedia.mediaId })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, propertyId))
  const onSite =
    hasOwnPoint(listing) &&
    (await decide(
      db,
      listing,
      photos.map((p) => p.mediaId),
    ))
  if (onSite !== listing.stored)
    await db.update(properties).set({ photosOnSite: onSite }).where(eq(properties.id, propertyId))
  return onSite
}

type Place = { userId: number; cityId: number; lat: number | null; lng: number | null }

function hasOwnPoint(listing: Place): listing is Place & { lat: number; lng: number } {
  if (listing.lat === null || listing.lng === null) return false
  const seat = townById(listing.cityId)
  return !(seat && seat.lat === listing.lat && seat.lng === listing.lng)
}

async function decide(db: Tx, listing: Place & { lat: number; lng: number }, mediaIds: number[]) {
  if (mediaIds.length === 0) return false
  const captures = await db
    .select({ mediaId: uploadedMedia.mediaId, lat: uploadedMedia.captureLat, lng: uploadedMedia.captureLng })
    .from(uploadedMedia)
    .where(
      and(
        eq(uploadedMedia.userId, listing.userId),
        inArray(uploadedMedia.mediaId, mediaIds),
        isNotNull(uploadedMedia.captureLat),
      ),
    )
  // The same picture uploaded twice by its advertiser: the capture nearest the address speaks for it.
  const address = { lat: listing.lat, lng: listing.lng }
  const byMedia = new Map<number, { lat: number; lng: number }[]>()
  for (const c of captures) {
    if (c.lat === null || c.lng === null) continue
    byMedia.set(c.mediaId, [...(byMedia.get(c.mediaId) ?? []), { lat: c.lat, lng: c.lng }])
  }
  return photosOnSite(
    address,
    mediaIds.map((id) => nearest(address, byMedia.get(id) ?? [])),
  )
}

function nearest(address: { lat: number; lng: number }, points: { lat: number; lng: number }[]) {
  let best: { lat: number; lng: number } | null = null
  for (const p of points) if (!best || distanceM(address, p) < distanceM(address, best)) best = p
  return best
}
