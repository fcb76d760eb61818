import { describe, expect, it } from 'vitest'
import { circlePolygon } from './circle'

describe('circlePolygon', () => {
  it('is a closed ring about `radius` metres from the centre', () => {
    const ring = circlePolygon(-41.8558, -11.3039, 500).geometry.coordinates[0]!
    expect(ring[0]).toEqual(ring[ring.length - 1])
    const [lng, lat] = ring[12]! // a quarter turn: straight north
    expect(lng).toBeCloseTo(-41.8558, 6)
    expect((lat! - -11.3039) * 111_320).toBeCloseTo(500, 0)
  })
})
