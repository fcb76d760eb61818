import { describe, expect, it } from 'vitest'
import { captureOfMetadata, captureToMetadata, distanceM, photosOnSite, type Capture } from './on-site-photos'

const ADDRESS = { lat: -11.3039, lng: -41.8558 }
const north = (metres: number) => ({ lat: ADDRESS.lat + metres / 111_195.08, lng: ADDRESS.lng })

describe('distanceM (haversine)', () => {
  it('measures metres on the ground', () => {
    expect(distanceM(ADDRESS, north(300))).toBeCloseTo(300, 0)
    // Irecê to Lapão: about 9.3 km.
    expect(distanceM(ADDRESS, { lat: -11.3828, lng: -41.8319 }) / 1000).toBeCloseTo(9.16, 1)
  })
})

describe('photosOnSite: most photos within 300 m', () => {
  it('counts a photo at 300 m, not at 301 m', () => {
    expect(photosOnSite(ADDRESS, [north(299.9)])).toBe(true)
    expect(photosOnSite(ADDRESS, [north(301)])).toBe(false)
  })
  it('needs more than half of the gallery', () => {
    expect(photosOnSite(ADDRESS, [north(10), null])).toBe(false)
    expect(photosOnSite(ADDRESS, [north(10), north(20), null])).toBe(true)
    expect(photosOnSite(ADDRESS, [north(10), north(2000), null])).toBe(false)
    expect(photosOnSite(ADDRESS, [])).toBe(false)
  })
})

describe('captureOfMetadata', () => {
  const now = 1_790_000_000_000
  const capture: Capture = {
    lat: -11.3,
    lng: -41.85,
    accuracy_m: 20,
    position_at: now - 1000,
    shutter_at: now,
  }
  it('reads back what the client sent', () => {
    expect(captureOfMetadata(captureToMetadata(capture), now + 3 * 60 * 60_000)).toEqual(capture)
  })
  it('drops vague, stale, future, partial and malformed positions', () => {
    const meta = captureToMetadata(capture)
    expect(captureOfMetadata({ ...meta, capture_accuracy_m: '101' }, now)).toBeNull()
    expect(captureOfMetadata({ ...meta, capture_position_at: String(now - 121_000) }, now)).toBeNull()
    expect(captureOfMetadata(meta, now - 10 * 60_000)).toBeNull()
    expect(captureOfMetadata({ ...meta, capture_lng: undefined }, now)).toBeNull()
    expect(captureOfMetadata({ ...meta, capture_lat: 'x' }, now)).toBeNull()
    expect(captureOfMetadata({ filename: 'sala.jpg' }, now)).toBeNull()
  })
})
