// "Fotos feitas no local": a photo taken with the app's camera keeps the device's position at the shutter, sent
// with its upload and kept privately by the server; a property whose photos were mostly taken near its address
// shows the badge. Only the yes/no ever leaves the server. Shared by the editor (what it sends), the upload
// server (what it keeps) and the listing pages (the badge).
import { z } from 'zod'

/** A photo counts as taken at the address when its capture position lies within this distance of it. */
export const ON_SITE_RADIUS_M = 300
/** A position less precise than this (the browser's accuracy radius) proves nothing about a 300 m circle. */
export const CAPTURE_MAX_ACCURACY_M = 100
/**
 * The position must be fixed within this long of the shutter: a cached fix from an hour ago (the browser's
 * `maximumAge`) says where the phone was then, not where the photo was taken.
 */
export const CAPTURE_MAX_SKEW_MS = 2 * 60 * 1000

/**
 * The rule: the badge shows when MORE THAN HALF of the listing's photos were taken at the address (at least one,
 * then). "At least one photo" would let one snapshot of the street front vouch for a gallery of pictures found
 * elsewhere; "all of them" would take the badge from an honest advertiser who adds one scanned floor plan. A
 * majority is what the words "Fotos feitas no local" promise a buyer: most of what they look at was photographed
 * there, by someone who stood at the address.
 */
export const ON_SITE_MIN_SHARE = 0.5

/** What the camera flow sends with a photo: where the device was, how precisely, and when (epoch ms). */
export const captureSchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    /** The browser's accuracy: the radius, in metres, the true position lies within (95 %). */
    accuracy_m: z.number().min(0).max(CAPTURE_MAX_ACCURACY_M),
    /** When the position was fixed (GeolocationPosition.timestamp). */
    position_at: z.number().int().positive(),
    /** When the photo was taken (the captured file's lastModified). */
    shutter_at: z.number().int().positive(),
  })
  .refine((c) => Math.abs(c.position_at - c.shutter_at) <= CAPTURE_MAX_SKEW_MS)
export type Capture = z.infer<typeof captureSchema>

/** The capture as tus upload metadata (string values), the keys the server reads back. */
export const captureMetaKeys = {
  lat: 'capture_lat',
  lng: 'capture_lng',
  accuracy_m: 'capture_accuracy_m',
  position_at: 'capture_position_at',
  shutter_at: 'capture_shutter_at',
} as const satisfies Record<keyof Capture, string>

export function captureToMetadata(capture: Capture): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(captureMetaKeys) as (keyof Capture)[]).map((k) => [captureMetaKeys[k], String(capture[k])]),
  )
}

/**
 * The capture an upload's metadata carries, when it can be trusted: precise enough, fixed at the shutter, and not
 * taken in the future of `now` (beyond the skew a phone's clock may have). Null otherwise: the photo is kept, its
 * position is not.
 */
export function captureOfMetadata(
  metadata: Readonly<Record<string, string | null | undefined>> | undefined,
  now: number,
): Capture | null {
  if (!metadata) return null
  const raw = Object.fromEntries(
    (Object.keys(captureMetaKeys) as (keyof Capture)[]).map((k) => {
      const value = metadata[captureMetaKeys[k]]
      return [k, value === undefined || value === null || value.trim() === '' ? undefined : Number(value)]
    }),
  )
  const parsed = captureSchema.safeParse(raw)
  if (!parsed.success) return null
  return parsed.data.shutter_at <= now + CAPTURE_MAX_SKEW_MS ? parsed.data : null
}

const EARTH_RADIUS_M = 6_371_008.8
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in metres (haversine): exact enough at a few hundred metres, anywhere. */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The badge for a gallery: `captures` holds, for each photo in the listing, its trusted capture position or null
 * (picked from the phone's gallery, position refused or unavailable).
 */
export function photosOnSite(
  address: { lat: number; lng: number },
  captures: readonly ({ lat: number; lng: number } | null)[],
): boolean {
  if (captures.length === 0) return false
  const near = captures.filter((c) => c !== null && distanceM(address, c) <= ON_SITE_RADIUS_M).length
  return near / captures.length > ON_SITE_MIN_SHARE
}

/** On the property's detail page. Absent in answers cached before it. */
export const onSiteDetailFields = { photos_on_site: z.boolean().default(false) }

export const onSiteMsg = {
  badge: 'Fotos feitas no local',
} as const
