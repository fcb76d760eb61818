import {
  CAPTURE_MAX_ACCURACY_M,
  CAPTURE_MAX_SKEW_MS,
  captureSchema,
  type Capture,
} from '../../../domain/on-site-photos'

// Where the phone is as a camera photo arrives, for "Fotos feitas no local": asked of the browser once the photo
// is taken (so the fix belongs to the shutter, not to the moment the camera opened), never a condition of the
// photo. A refusal, a timeout or a vague fix leaves the photo without a position, and the advertiser is told why.

export type PositionOutcome =
  | { capture: Capture }
  | { capture: null; reason: 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'imprecise' | 'stale' }

/** How long the photo waits for a position (a permission prompt left open included) before going without. */
export const POSITION_WAIT_MS = 20_000

type Geo = Pick<Geolocation, 'getCurrentPosition'>

/**
 * The position for a photo taken at `shutterAt` (the captured file's lastModified). A file older than the skew was
 * not just taken (an old picture chosen through the camera button, as desktops allow): no position at all.
 */
export function positionForPhoto(
  shutterAt: number,
  opts: { geolocation?: Geo | undefined; now?: () => number; waitMs?: number } = {},
): Promise<PositionOutcome> {
  const now = opts.now ?? Date.now
  const geo = 'geolocation' in opts ? opts.geolocation : globalThis.navigator?.geolocation
  if (Math.abs(now() - shutterAt) > CAPTURE_MAX_SKEW_MS)
    return Promise.resolve({ capture: null, reason: 'stale' })
  if (!geo) return Promise.resolve({ capture: null, reason: 'unsupported' })
  const waitMs = opts.waitMs ?? POSITION_WAIT_MS
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ capture: null, reason: 'timeout' }), waitMs)
    const settle = (outcome: PositionOutcome) => {
      clearTimeout(timer)
      resolve(outcome)
    }
    geo.getCurrentPosition(
      (position) => settle(outcomeOf(position, shutterAt)),
      (error) =>
        settle({
          capture: null,
          reason: error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable',
        }),
      // A fresh fix: one cached from before the shutter would be refused anyway.
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: waitMs },
    )
  })
}

function outcomeOf(position: GeolocationPosition, shutterAt: number): PositionOutcome {
  const { latitude, longitude, accuracy } = position.coords
  if (accuracy > CAPTURE_MAX_ACCURACY_M) return { capture: null, reason: 'imprecise' }
  const parsed = captureSchema.safeParse({
    lat: latitude,
    lng: longitude,
    accuracy_m: accuracy,
    position_at: Math.round(position.timestamp),
    shutter_at: Math.round(shutterAt),
  })
  return parsed.success ? { capture: parsed.data } : { capture: null, reason: 'stale' }
}
