import { afterEach, describe, expect, it, vi } from 'vitest'
import { replayHeldTaps } from './held-taps'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

function button(name: string, taps: string[]) {
  const b = document.createElement('button')
  b.addEventListener('click', () => taps.push(name))
  document.body.append(b)
  return b
}
const markHydrated = (el: Element) => Object.assign(el, { __reactProps$test: {} })

describe('taps held before the app ran', () => {
  it('are replayed in order, each once React has hydrated its element; a removed one is dropped', () => {
    vi.useFakeTimers()
    const taps: string[] = []
    const photo = markHydrated(button('photo', taps))
    const gone = markHydrated(button('gone', taps))
    const filters = button('filters', taps)
    gone.remove()
    replayHeldTaps([photo, gone, filters])
    expect(taps).toEqual(['photo'])
    vi.advanceTimersByTime(200)
    expect(taps).toEqual(['photo'])
    markHydrated(filters)
    vi.advanceTimersByTime(50)
    expect(taps).toEqual(['photo', 'filters'])
  })

  it('a tap whose element never hydrates is still replayed after about 10 s', () => {
    vi.useFakeTimers()
    const taps: string[] = []
    replayHeldTaps([button('map', taps)])
    vi.advanceTimersByTime(9_000)
    expect(taps).toEqual([])
    vi.advanceTimersByTime(1_100)
    expect(taps).toEqual(['map'])
  })
})
