import { LOADING_INDICATOR } from './loading-indicator-timings'

// The top progress bar's timing: appears only if loading lasts longer than the throttle, creeps
// towards 100 % on an arctangent curve over `duration`, then stays full for hideDelay and resets after resetDelay.
export interface IndicatorState {
  visible: boolean
  progress: number
}

export interface IndicatorTiming {
  throttle: number
  duration: number
  hideDelay: number
  resetDelay: number
}

const TICK_MS = 100

export const estimatedProgress = (duration: number, elapsed: number) =>
  Math.min(99, (2 / Math.PI) * 100 * Math.atan(((elapsed / duration) * 100) / 50))

export function createLoadingIndicator(
  onChange: (state: IndicatorState) => void,
  timing: IndicatorTiming = LOADING_INDICATOR,
) {
  let state: IndicatorState = { visible: false, progress: 0 }
  let startedAt = 0
  let throttleTimer: ReturnType<typeof setTimeout> | undefined
  let tickTimer: ReturnType<typeof setInterval> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let resetTimer: ReturnType<typeof setTimeout> | undefined
  let loading = false

  const set = (next: IndicatorState) => {
    state = next
    onChange(state)
  }
  const clearAll = () => {
    clearTimeout(throttleTimer)
    clearInterval(tickTimer)
    clearTimeout(hideTimer)
    clearTimeout(resetTimer)
    throttleTimer = tickTimer = hideTimer = resetTimer = undefined
  }

  return {
    start() {
      if (loading) return
      loading = true
      clearAll()
      startedAt = Date.now()
      throttleTimer = setTimeout(() => {
        set({ visible: true, progress: estimatedProgress(timing.duration, Date.now() - startedAt) })
        tickTimer = setInterval(() => {
          set({ visible: true, progress: estimatedProgress(timing.duration, Date.now() - startedAt) })
        }, TICK_MS)
      }, timing.throttle)
    },
    finish() {
      if (!loading) return
      loading = false
      const shown = state.visible
      clearAll()
      if (!shown) return
      set({ visible: true, progress: 100 })
      hideTimer = setTimeout(() => {
        set({ visible: false, progress: 100 })
        resetTimer = setTimeout(() => set({ visible: false, progress: 0 }), timing.resetDelay)
      }, timing.hideDelay)
    },
    dispose: clearAll,
    get state() {
      return state
    },
  }
}
