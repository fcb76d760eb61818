import { describe, expect, it } from 'vitest'
import { initialSquare, moveSquare, toCrop, zoomOf, zoomSquare } from './crop-math'

describe('avatar crop box', () => {
  it('starts as the largest centred square', () => {
    expect(initialSquare(1200, 800)).toEqual({ size: 800, x: 200, y: 0 })
    expect(zoomOf(initialSquare(1200, 800), 1200, 800)).toBe(1)
  })

  it('zooms around its centre and stays inside the image', () => {
    const zoomed = zoomSquare(initialSquare(1200, 800), 2, 1200, 800)
    expect(zoomed).toEqual({ size: 400, x: 400, y: 200 })
    expect(zoomSquare(zoomed, 99, 1200, 800).size).toBe(200)
    expect(zoomSquare(zoomed, 0.1, 1200, 800)).toEqual({ size: 800, x: 200, y: 0 })
  })

  it('moves without leaving the image', () => {
    const s = zoomSquare(initialSquare(1200, 800), 2, 1200, 800)
    expect(moveSquare(s, -1000, 50, 1200, 800)).toEqual({ size: 400, x: 0, y: 250 })
    expect(moveSquare(s, 5000, 5000, 1200, 800)).toEqual({ size: 400, x: 800, y: 400 })
  })

  it('sends whole pixels within bounds', () => {
    expect(toCrop({ x: 10.6, y: 0.2, size: 333.33 }, 400, 400)).toEqual({
      x: 11,
      y: 0,
      width: 333,
      height: 333,
    })
    expect(toCrop({ x: 399.9, y: 0, size: 100 }, 400, 400)).toEqual({ x: 300, y: 0, width: 100, height: 100 })
  })
})
