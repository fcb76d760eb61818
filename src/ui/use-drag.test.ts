import { describe, expect, it } from 'vitest'
import { clampOffset } from './use-drag'

const viewport = { width: 360, height: 740 }
// A 300 × 200 dialog centred on a 360 × 740 screen, not moved yet.
const centred = { left: 30, top: 270, right: 330, bottom: 470 }
const origin = { x: 0, y: 0 }

describe('clampOffset: a dragged dialog stays in the viewport', () => {
  it('moves freely inside the screen', () => {
    expect(clampOffset(centred, origin, { x: 20, y: -100 }, viewport)).toEqual({ x: 20, y: -100 })
  })

  it('stops at each edge', () => {
    expect(clampOffset(centred, origin, { x: -500, y: -900 }, viewport)).toEqual({ x: -30, y: -270 })
    expect(clampOffset(centred, origin, { x: 500, y: 900 }, viewport)).toEqual({ x: 30, y: 270 })
  })

  it('measures from where the drag started', () => {
    const moved = { left: 0, top: 0, right: 300, bottom: 200 } // already dragged by (-30, -270)
    expect(clampOffset(moved, { x: -30, y: -270 }, { x: 10, y: 10 }, viewport)).toEqual({ x: 10, y: 10 })
    expect(clampOffset(moved, { x: -30, y: -270 }, { x: -40, y: -280 }, viewport)).toEqual({
      x: -30,
      y: -270,
    })
  })

  it('keeps the top-left corner on screen when the dialog is larger than the screen', () => {
    const tall = { left: 30, top: -50, right: 330, bottom: 790 }
    expect(clampOffset(tall, origin, { x: 0, y: 200 }, viewport)).toEqual({ x: 0, y: 50 })
  })
})
