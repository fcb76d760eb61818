import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoadingIndicator, estimatedProgress, type IndicatorState } from './loading-indicator'

describe('loading indicator', () => {
  let states: IndicatorState[]
  const last = () => states[states.length - 1]
  beforeEach(() => {
    vi.useFakeTimers()
    states = []
  })
  afterEach(() => vi.useRealTimers())

  it('never shows for loads shorter than the 200 ms throttle', () => {
    const bar = createLoadingIndicator((s) => states.push(s))
    bar.start()
    vi.advanceTimersByTime(150)
    bar.finish()
    vi.advanceTimersByTime(2000)
    expect(states).toEqual([])
  })

  it('shows after 200 ms, fills, holds 500 ms, hides, then resets after 400 ms', () => {
    const bar = createLoadingIndicator((s) => states.push(s))
    bar.start()
    vi.advanceTimersByTime(199)
    expect(states).toEqual([])
    vi.advanceTimersByTime(1)
    expect(last()?.visible).toBe(true)
    vi.advanceTimersByTime(1000)
    const midway = last()!.progress
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(100)

    bar.finish()
    expect(last()).toEqual({ visible: true, progress: 100 })
    vi.advanceTimersByTime(499)
    expect(last()?.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(last()).toEqual({ visible: false, progress: 100 })
    vi.advanceTimersByTime(399)
    expect(last()?.progress).toBe(100)
    vi.advanceTimersByTime(1)
    expect(last()).toEqual({ visible: false, progress: 0 })
  })

  it('creeps towards, but never reaches, 100 % while loading (duration 2000 ms)', () => {
    expect(estimatedProgress(2000, 0)).toBe(0)
    expect(estimatedProgress(2000, 2000)).toBeCloseTo(70.5, 0)
    expect(estimatedProgress(2000, 60_000)).toBeLessThan(100)
  })
})
