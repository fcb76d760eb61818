/** The top loading bar: shown after `throttle` ms, grows over `duration`, hidden and reset after the delays (ms). */
export const LOADING_INDICATOR = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: 3,
} as const
