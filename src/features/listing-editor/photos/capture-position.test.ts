import { describe, expect, it } from 'vitest'
import { positionForPhoto } from './capture-position'

// The camera flow's position: asked of the browser when the photo arrives, never holding the photo back.

const NOW = 1_790_000_000_000
const fix = (over: { accuracy?: number; timestamp?: number } = {}) =>
  ({
    coords: { latitude: -11.3123, longitude: -41.8623, accuracy: over.accuracy ?? 15 },
    timestamp: over.timestamp ?? NOW - 1000,
  }) as GeolocationPosition

/** A browser's geolocation that answers `answer` (a fix or an error code), or never answers. */
const geo = (answer: GeolocationPosition | 1 | 2 | 3 | 'never') => ({
  getCurrentPosition(ok: PositionCallback, fail?: PositionErrorCallback | null) {
    if (answer === 'never') return
    if (typeof answer === 'number') fail?.({ code: answer } as GeolocationPositionError)
    else ok(answer)
  },
})

const at = (geolocation: ReturnType<typeof geo> | undefined, shutter = NOW - 500, waitMs = 50) =>
  positionForPhoto(shutter, { geolocation, now: () => NOW, waitMs })

describe('positionForPhoto', () => {
  it('keeps a precise fix taken at the shutter', async () => {
    expect(await at(geo(fix()))).toEqual({
      capture: {
        lat: -11.3123,
        lng: -41.8623,
        accuracy_m: 15,
        position_at: NOW - 1000,
        shutter_at: NOW - 500,
      },
    })
  })

  it.each([
    ['denied', geo(1)],
    ['unavailable', geo(2)],
    ['timeout', geo(3)],
    ['timeout', geo('never')],
    ['imprecise', geo(fix({ accuracy: 150 }))],
    ['stale', geo(fix({ timestamp: NOW - 10 * 60_000 }))],
    ['unsupported', undefined],
  ])('goes without a position when %s', async (reason, geolocation) => {
    expect(await at(geolocation)).toEqual({ capture: null, reason })
  })

  it('never asks for a file that was not just taken (an old picture chosen through the camera button)', async () => {
    let asked = false
    const spy = { getCurrentPosition: () => void (asked = true) }
    expect(await at(spy, NOW - 60 * 60_000)).toEqual({ capture: null, reason: 'stale' })
    expect(asked).toBe(false)
  })
})
